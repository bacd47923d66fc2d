/**
 * Strict builds of every source's import: the WordPress classic export, the Hugo site, both
 * Jekyll sites (Jekyll's own template, and a news site set up as Jekyll's docs) and the Astro
 * blog each build with CONTENT_CHECK=error; every published entry is a page, a draft is none, and
 * every redirect lands on a page the build wrote. WordPress is also read page by page and served.
 *
 * One build folder for the file: the first build bundles the app (most of its time); each next
 * source is an incremental build of a new content folder with that bundle, which removes the last
 * source's pages as a site owner's next build would. Sources build one after another (describe
 * blocks run in order), so each source's tests read its own build.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startServer } from "#server/main.ts";
import {
  buildStrictly,
  importFixture,
  landingOf,
  removeImports,
  type Imported,
} from "#tests/support/import-fixtures.ts";
import type { ImportSource } from "#tools/import/index.ts";

let buildDir = "";
beforeAll(() => {
  mkdirSync(".tmp", { recursive: true });
  buildDir = path.resolve(mkdtempSync(path.join(".tmp", "import-build-")));
});
afterAll(() => {
  removeImports();
  rmSync(buildDir, { recursive: true, force: true });
});

/** Imports `input` and builds it strictly; the site, the build's log and its client folder. */
async function importAndBuild(source: ImportSource, input: string) {
  const site = await importFixture(source, input);
  const log = buildStrictly(site.dir, buildDir);
  return { site, log, client: path.join(buildDir, "client") };
}

/** 0 errors; a page for each `done` entry, none (nor its markdown) for each `staging` one. */
function expectPagesAsPublished(site: Imported, log: string, client: string, drafts: number) {
  expect(log).toContain("check-content: 0 errors");
  const done = site.manifest.filter((item) => item.status === "done");
  expect(done.length).toBeGreaterThan(0);
  for (const entry of done)
    expect(existsSync(path.join(client, entry.url, "index.html")), entry.url).toBe(true);
  const staging = site.manifest.filter((item) => item.status === "staging");
  expect(staging).toHaveLength(drafts);
  for (const entry of staging) {
    expect(existsSync(path.join(client, entry.url, "index.html")), entry.url).toBe(false);
    // A draft's or a password-protected post's text is nowhere in the built site.
    const markdown = path.join(client, "assets/content/blogs", `${entry.url}.md`);
    expect(existsSync(markdown), markdown).toBe(false);
  }
}

function expectRedirectsLand(site: Imported, client: string, count: number) {
  expect(site.redirects).toHaveLength(count);
  for (const { to } of site.redirects)
    expect(existsSync(path.join(client, to, "index.html")), to).toBe(true);
}

describe.each([
  { source: "hugo", input: "hugo", drafts: 1, redirects: 7 },
  { source: "jekyll", input: "jekyll", drafts: 1, redirects: 3 },
  { source: "jekyll", input: "jekyll-news", drafts: 0, redirects: 4 },
  { source: "astro", input: "astro", drafts: 1, redirects: 3 },
] as const)("the $input import", ({ source, input, drafts, redirects }) => {
  let built: Awaited<ReturnType<typeof importAndBuild>>;
  beforeAll(async () => {
    built = await importAndBuild(source, input);
  }, 300_000);

  test("builds with CONTENT_CHECK=error; every published entry is a page, a draft is none", () => {
    expectPagesAsPublished(built.site, built.log, built.client, drafts);
  });

  test("every redirect's target is a page the build wrote", () => {
    expectRedirectsLand(built.site, built.client, redirects);
  });
});

describe("the WordPress classic export", () => {
  let site: Imported;
  let client = "";
  let log = "";

  beforeAll(async () => {
    ({ site, log, client } = await importAndBuild("wordpress", "wordpress/classic.xml"));
  }, 300_000);

  const page = (url: string) => readFileSync(path.join(client, url, "index.html"), "utf8");

  test("the imported folder builds with CONTENT_CHECK=error and every published entry is a page", () => {
    expectPagesAsPublished(site, log, client, 4);
    const manifest = readFileSync(
      path.join(client, "assets/content/content-manifest.json"),
      "utf8",
    );
    expect(manifest).not.toContain("Password Protected");
  });

  test("every redirect's target is a page the build wrote", () => {
    expectRedirectsLand(site, client, 17);
  });

  test("titles, dates, captions, nested lists and images are on the page", () => {
    const caption = page("blogs/post-format-image-caption");
    expect(caption).toMatch(/<h1[^>]*>Post Format: Image \(Caption\)<\/h1>/);
    expect(caption).toMatch(/datetime="2010-08-07|"datePublished":"2010-08-07"/);
    expect(caption).toMatch(
      /<figure><p><img src="https:\/\/wpthemetestdata\.files\.wordpress\.com\/2008\/06\/100_5478\.jpg\?w=604" alt="Bell on Wharf"[^>]*><\/p>\s*<figcaption>Bell on wharf in San Francisco<\/figcaption>/,
    );
    expect(page("blogs/markup-title-with-markup")).toMatch(
      /<h1[^>]*>Markup: Title <em>With<\/em> <strong>Mark<sup>up<\/sup><\/strong><\/h1>/,
    );
    expect(page("blogs/title-with-special-characters")).toContain(
      ">Markup: Title With Special Characters ~`!@#$%^&amp;*()-_=+{}[]/\\;:'\"?,.&gt;</h1>",
    );
    expect(page("blogs/edge-case-nested-and-mixed-lists")).toMatch(
      /<li>ordered item<ul>\s*<li><strong>unordered<\/strong><\/li>\s*<li><strong>unordered<\/strong><ol>/,
    );
    expect(page("blogs/markup-html-tags-and-formatting")).toMatch(/<pre[^>]*><code[^>]*>/);
    expect(page("level-1/level-2/level-3")).toContain("Level 3 of the reverse hierarchy test.");
  });

  test("served, every published item's old URL answers 301 to its new page (or is that page), which answers 200", async () => {
    const server = await startServer({
      port: 0,
      contentDir: site.dir,
      siteUrl: "https://example.test",
      clientDir: client,
      renderFrom: false,
    });
    const base = server.url.replace(/\/$/, "");
    try {
      const xml = readFileSync("tools/import/fixtures/wordpress/classic.xml", "utf8");
      const published = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)]
        .map(([, item = ""]) => item)
        .filter(
          (item) =>
            /<wp:status>(<!\[CDATA\[)?publish/.test(item) &&
            /<wp:post_type>(<!\[CDATA\[)?(post|page)\b/.test(item) &&
            !/<wp:post_password>(<!\[CDATA\[)?[^<\]]/.test(item),
        )
        .map((item) => new URL(/<link>([^<]+)<\/link>/.exec(item)?.[1] ?? "").pathname);
      expect(published).toHaveLength(22);
      for (const oldPath of published) {
        const page = landingOf(site, oldPath);
        const response = await fetch(`${base}${oldPath}`, { redirect: "manual" });
        // A Location header is ASCII: a url in another script arrives percent-encoded.
        const location = response.headers.get("location");
        if (response.status === 301) expect(decodeURI(location ?? ""), oldPath).toBe(page);
        else expect(response.status, oldPath).toBe(200);
        expect((await fetch(`${base}${page}`)).status, page).toBe(200);
      }
    } finally {
      await server.close();
    }
  });
});
