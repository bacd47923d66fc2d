import { expect, test } from "vitest";
import type { ManifestEntry } from "#app/content/index.ts";
import { guessLayout, listPageUses } from "./page-usage.ts";

const entries: ManifestEntry[] = [
  { type: "blog", status: "done", url: "/insights/short-names", title: "Short" },
  { type: "superfaq", status: "done", url: "/qahub/buying/escrow", title: "Escrow" },
  { type: "review", status: "staging", url: "/reviews/hover", title: "Hover" },
  { type: "salepage", status: "done", url: "/deals/kit", title: "Kit" },
  { type: "superfaq", status: "staging", url: "/qahub/selling/pricing", title: "Pricing" },
];

test("fixed pages, listings and entries resolve to the files the site reads", () => {
  const uses = listPageUses(entries).map(
    (use) => `${use.file} ${use.layout} ${use.published ? "published" : "draft"}`,
  );
  expect(uses).toEqual([
    "pages/home.md generic published",
    "pages/affiliate.md generic published",
    "pages/privacy.md generic published",
    "categories/insights.md listing published",
    "categories/humor.md listing published",
    "categories/blogs.md listing published",
    "categories/reviews.md listing published",
    "categories/qahub.md listing published",
    "blogs/insights/short-names.md post published",
    "superfaqs/escrow.md faq published",
    "categories/subcategories/buying.md listing published",
    "reviews/reviews/hover.md post draft",
    "pages/deals/kit.md generic published",
    "superfaqs/pricing.md faq draft",
    "categories/subcategories/selling.md listing draft",
  ]);
});

test("an entry page carries its manifest entry with its real status", () => {
  const hover = listPageUses(entries).find((use) => use.file === "reviews/reviews/hover.md");
  expect(hover?.entry?.status).toBe("staging");
});

test("a file no page reads gets the layout of its folder", () => {
  expect(
    ["blogs/a.md", "reviews/b.md", "superfaqs/c.md", "categories/d.md", "pages/e.md", "x.md"].map(
      guessLayout,
    ),
  ).toEqual(["post", "post", "faq", "listing", "generic", "generic"]);
});
