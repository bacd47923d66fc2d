import { expect, test } from "vitest";
import { checkMarkdown } from "#app/content-check/index.server.ts";
import { renderSkeleton } from "./entry-skeleton.ts";
import { planNewEntry } from "./new-entry.ts";

test("each type gets its url from the title and the file the site will read", () => {
  const plan = (type: string, sub?: string) => {
    const { entry, file, layout } = planNewEntry(
      { type, title: "Ten Tips for Naming, Café Edition!", sub },
      [],
    );
    return `${entry.url} ${file} ${layout} ${entry.status}`;
  };
  expect(plan("blog")).toBe(
    "/insights/ten-tips-for-naming-cafe-edition blogs/insights/ten-tips-for-naming-cafe-edition.md post staging",
  );
  expect(plan("review")).toBe(
    "/reviews/ten-tips-for-naming-cafe-edition reviews/reviews/ten-tips-for-naming-cafe-edition.md post staging",
  );
  expect(plan("superfaq")).toBe(
    "/qahub/general/ten-tips-for-naming-cafe-edition superfaqs/ten-tips-for-naming-cafe-edition.md faq staging",
  );
  expect(plan("superfaq", "Buying")).toBe(
    "/qahub/buying/ten-tips-for-naming-cafe-edition superfaqs/ten-tips-for-naming-cafe-edition.md faq staging",
  );
  expect(plan("salepage")).toBe(
    "/deals/ten-tips-for-naming-cafe-edition pages/deals/ten-tips-for-naming-cafe-edition.md generic staging",
  );
});

test("--url replaces the derived url, canonicalised", () => {
  const { entry, file } = planNewEntry(
    { type: "blog", title: "Hyphens", url: "humor//hyphens/" },
    [],
  );
  expect([entry.url, file]).toEqual(["/humor/hyphens", "blogs/humor/hyphens.md"]);
});

test("a url the manifest already has, in any status and spelling, is refused", () => {
  expect(() =>
    planNewEntry({ type: "blog", title: "Short names" }, ["/insights/short-names/"]),
  ).toThrow("the manifest already has an entry for /insights/short-names");
});

test("unknown types, empty titles and fixed routes are refused with a reason", () => {
  expect(() => planNewEntry({ type: "article", title: "A" }, [])).toThrow(
    'unknown type "article": use one of blog, review, superfaq, salepage',
  );
  expect(() => planNewEntry({ type: "blog", title: "!!!" }, [])).toThrow(
    "give a title with at least one letter or digit",
  );
  expect(() => planNewEntry({ type: "blog", title: "A", url: "/blogs" }, [])).toThrow(
    "/blogs cannot be used: it is the fixed route /blogs",
  );
  expect(() => planNewEntry({ type: "superfaq", title: "A", url: "/qahub/buying" }, [])).toThrow(
    "it is the FAQ subcategory listing",
  );
});

test("the skeleton of every layout passes the content checker without a finding", () => {
  for (const type of ["blog", "review", "superfaq", "salepage"]) {
    const { entry, layout } = planNewEntry({ type, title: 'A "Quoted" Title' }, []);
    const markdown = renderSkeleton(entry, layout, "2024-05-01");
    expect(checkMarkdown(markdown, layout, new Set()), type).toEqual([]);
    expect(markdown).toContain('"title": "A \\"Quoted\\" Title"');
  }
});

test("the skeleton explains and shows every block its layout uses", () => {
  const post = renderSkeleton(
    { type: "blog", status: "staging", url: "/insights/a", title: "A" },
    "post",
    "2024-05-01",
  );
  for (const block of [
    "<!-- META",
    "<!-- DATA",
    "<!-- INSERT PRODUCT -->",
    "<!-- INSERT FAQ -->",
    "<!-- PRODUCTS",
    "<!-- FAQ",
  ]) {
    expect(post).toContain(block);
  }
  expect(post).toContain("date=2024-05-01");
  const faqPage = renderSkeleton(
    { type: "superfaq", status: "staging", url: "/qahub/general/a", title: "A" },
    "faq",
    "2024-05-01",
  );
  expect(faqPage).not.toContain("<!-- INSERT FAQ -->");
});
