/** A Jekyll site from Jekyll's own new-site template (MIT) plus a post written for these tests; a news site set up as Jekyll's docs. */
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
let news: Imported;
beforeAll(async () => {
  site = await importFixture("jekyll", "jekyll");
  // Set up as Jekyll's own documentation site: `collections: posts: permalink:`, `timezone:`.
  news = await importFixture("jekyll", "jekyll-news");
}, 30_000);
afterAll(removeImports);

test("the imported folder checks with no errors", () => {
  expect(contentErrors(site.dir)).toEqual([]);
}, 30_000);

test("the default date permalink, a post's own permalink, redirect_from and a page's permalink all answer", () => {
  expect(landingOf(site, "/jekyll/update/2015/01/29/welcome-to-jekyll.html")).toBe(
    "/blogs/welcome-to-jekyll",
  );
  expect(landingOf(site, "/notes/liquid-and-links/")).toBe("/blogs/liquid-and-links");
  expect(landingOf(site, "/old-notes/liquid/")).toBe("/blogs/liquid-and-links");
  expect(landingOf(site, "/about/")).toBe("/about");
});

test("a draft in _drafts is staging", () => {
  expect(site.manifest.find((entry) => entry.title === "A Draft in Progress")?.status).toBe(
    "staging",
  );
});

test("Liquid highlight, raw, site.url/baseurl and post_url are converted; an include keeps its text; include and attribute lists are reported", () => {
  expect(fileOf(site, "/blogs/welcome-to-jekyll")).toContain(
    '```ruby\ndef print_hi(name)\n  puts "Hi, #{name}"\nend',
  );
  const post = fileOf(site, "/blogs/liquid-and-links");
  expect(post).toContain(
    "[the welcome post](/blogs/welcome-to-jekyll) or [about this site](/about)",
  );
  expect(post).toContain(
    "![The Jekyll logo](/assets/content/images/imported/assets/jekyll-logo.png)",
  );
  expect(post).toContain("In a template, `{{ page.title }}` prints the title.");
  expect(post).toContain("- Outer\n  - Inner one\n  - Inner two\n- Outer again");
  expect(post).not.toMatch(/\{%|\{:/);
  expect(post).toMatch(/\nThis include has no equivalent\.\n?$/);
  expect(existsSync(path.join(site.dir, "images/imported/assets/jekyll-logo.png"))).toBe(true);
  const reports = site.result.reporter.reports.map(
    (report) => `${report.file}:${report.line} ${report.message}`,
  );
  expect(reports).toContain(
    "tools/import/fixtures/jekyll/projects.html:1 HTML page not imported: write it as markdown",
  );
  expect(reports).toContain(
    "tools/import/fixtures/jekyll/_posts/2016-03-01-liquid-and-links.md:25 Liquid tag {% include note.html %} has no equivalent here: its text parameters were kept",
  );
  expect(reports).toContain(
    "tools/import/fixtures/jekyll/_posts/2016-03-01-liquid-and-links.md:23 kramdown attribute list {: .checklist} removed: the site styles pages itself",
  );
});

test("the site's title and description become site.json and the home page", () => {
  expect(JSON.parse(site.read("site.json"))).toMatchObject({
    title: "Your awesome title",
    social: [
      { network: "x", url: "https://x.com/jekyllrb" },
      { network: "github", url: "https://github.com/jekyll" },
    ],
    contactEmail: "your-email@domain.com",
  });
  // jekyll-seo-tag's `twitter: { username }`.
  expect(JSON.parse(news.read("site.json")).social).toEqual([
    { network: "x", url: "https://x.com/jekyllrb" },
    { network: "github", url: "https://github.com/jekyll" },
  ]);
  expect(site.read("pages/home.md")).toMatch(
    /^# Your awesome title\n\nWrite an awesome description/,
  );
});

test("every post's old URL follows collections.posts.permalink with its day in the site's time zone", () => {
  expect(landingOf(news, "/news/2018/04/19/jekyll-3-8-0-released/")).toBe(
    "/blogs/jekyll-3-8-0-released",
  );
  // 03:00 UTC on 11 March is 10 March in Los Angeles.
  expect(landingOf(news, "/news/2016/03/10/jekyll-3-1-2-released/")).toBe(
    "/blogs/jekyll-3-1-2-released",
  );
  expect(landingOf(news, "/news/2014/12/17/alfredxing-welcome-to-jekyll-core/")).toBe(
    "/blogs/alfredxing-welcome-to-jekyll-core",
  );
  expect(landingOf(news, "/releases/security/jekyll-2-5-3-released.html")).toBe(
    "/blogs/jekyll-2-5-3-released",
  );
  const posts = news.manifest.filter((entry) => entry.type === "blog");
  expect(posts).toHaveLength(4);
  expect(news.redirects).toHaveLength(4);
});

test("a link to another post's old URL goes to its new page, and the folder checks clean", () => {
  expect(fileOf(news, "/blogs/jekyll-3-8-0-released")).toContain(
    "[previous release](/blogs/jekyll-3-1-2-released)",
  );
  expect(fileOf(news, "/blogs/jekyll-3-1-2-released")).toContain(`date: "2016-03-10"`);
  expect(contentErrors(news.dir)).toEqual([]);
}, 30_000);
