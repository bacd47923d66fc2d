import { expect, test } from "vitest";
import { planNewEntry } from "#tools/authoring/lib/new-entry.ts";
import type { ImportedItem } from "./model.ts";
import { placeItems } from "./new-urls.ts";

const item = (title: string, slug: string): ImportedItem => ({
  kind: "post",
  published: true,
  title,
  slug,
  body: "",
  oldUrls: [],
  source: "post.md",
});

test("a Greek title gets the same url segment from the importer as from npm run new", () => {
  // The importer made slugs ASCII: a Greek post became `post-1`; `npm run new` kept Greek.
  const title = "Ελληνικά: πρώτο επίπεδο";
  const created = planNewEntry({ type: "blog", title }, []).entry.url;
  const [imported] = placeItems([item(title, "")]);
  expect(created).toBe("/insights/ελληνικα-πρωτο-επιπεδο");
  expect(imported?.entry.url).toBe("/blogs/ελληνικα-πρωτο-επιπεδο");
  expect(imported?.file).toMatch(/\/ελληνικα-πρωτο-επιπεδο\.md$/);
});

test("an old percent-encoded slug is read, an empty one falls back to the title, then to post-N", () => {
  const placed = placeItems([
    item("Second level", "%ce%b5%cf%80%ce%af%cf%80%ce%b5%ce%b4%ce%bf-2"),
    item("Ten Tips, Café Edition!", ""),
    item("!!!", "???"),
  ]);
  expect(placed.map((p) => p.entry.url)).toEqual([
    "/blogs/επιπεδο-2",
    "/blogs/ten-tips-cafe-edition",
    "/blogs/post-3",
  ]);
});
