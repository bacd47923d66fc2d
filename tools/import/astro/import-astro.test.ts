/** An Astro blog from Astro's blog starter (MIT); test images made for these tests. */
import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import {
  contentErrors,
  fileOf,
  importFixture,
  landingOf,
  removeImports,
  type Imported,
} from "#tests/support/import-fixtures.ts";

let site: Imported;
beforeAll(async () => {
  site = await importFixture("astro", "astro");
}, 30_000);
afterAll(removeImports);

test("the imported folder checks with no errors", () => {
  expect(contentErrors(site.dir)).toEqual([]);
}, 30_000);

test("every post answers at /blog/slug/ and the markdown page at its path", () => {
  for (const slug of ["first-post", "markdown-style-guide", "using-mdx"])
    expect(landingOf(site, `/blog/${slug}/`)).toBe(`/blogs/${slug}`);
  expect(landingOf(site, "/about/")).toBe("/about");
  expect(site.manifest.find((entry) => entry.title === "Draft ideas")?.status).toBe("staging");
});

test("English dates, hero images from public/ and src/assets/, tables, code and nested lists come through", () => {
  const guide = fileOf(site, "/blogs/markdown-style-guide");
  expect(guide).toContain('date: "2022-07-01"\nupdated: "2024-06-19"');
  expect(guide).toContain('image: "/assets/content/images/imported/blog-placeholder-3.jpg"');
  expect(guide).toContain("| _italics_ | **bold** | `code` |");
  expect(guide).toContain("```html\n<!DOCTYPE html>");
  expect(guide).toContain("- Fruit\n  - Apple");
  expect(fileOf(site, "/blogs/first-post")).toContain(
    'image: "/assets/content/images/imported/blog/first-post/placeholder-hero.jpg"',
  );
  expect(
    existsSync(path.join(site.dir, "images/imported/blog/first-post/placeholder-hero.jpg")),
  ).toBe(true);
  expect(JSON.parse(site.read("site.json"))).toEqual({
    title: "Astro Blog",
    tagline: "Welcome to my website!",
    social: [
      { network: "x", url: "https://twitter.com/astrodotbuild" },
      { network: "github", url: "https://github.com/withastro/astro" },
    ],
  });
});

test("MDX import lines are dropped; components keep their text; components, a page written in .astro and a date that is no day are reported at their lines", () => {
  const post = fileOf(site, "/blogs/using-mdx");
  expect(post).not.toMatch(/^import |<ServerIsland|<HeaderLink/m);
  expect(post).toContain("## Why MDX?");
  expect(post).toContain(
    "you should see the clickable button below.\n\nEmbedded component in MDX\n",
  );
  expect(post).toMatch(/<div slot="fallback" class="fallback">\n {2}Fallback for 3000ms\n<\/div>/);
  const reports = site.result.reporter.reports.map((report) => `${report.file}:${report.line}`);
  expect(reports).toEqual([
    "tools/import/fixtures/astro/src/pages/contact.astro:1",
    "tools/import/fixtures/astro/src/content/blog/draft-ideas.md:5",
    "tools/import/fixtures/astro/src/content/blog/using-mdx.mdx:12",
    "tools/import/fixtures/astro/src/content/blog/using-mdx.mdx:31",
  ]);
});

test("a link to an old URL in a page points at the new page", () => {
  expect(fileOf(site, "/about")).toContain("[the first post](/blogs/first-post)");
});
