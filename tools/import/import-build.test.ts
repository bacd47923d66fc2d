/**
 * One full build of an imported folder with CONTENT_CHECK=error: the WordPress classic export
 * builds strictly, each page shows what the source showed (title, date, captions, nested
 * lists, images), and every redirect lands on a page the build wrote.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startServer } from "#server/main.ts";
import {
  importFixture,
  landingOf,
  removeImports,
  type Imported,
} from "#tests/support/import-fixtures.ts";

let site: Imported;
let client = "";
let buildDir = "";
let log = "";

beforeAll(async () => {
  site = await importFixture("wordpress", "wordpress/classic.xml");
  mkdirSync(".tmp", { recursive: true });
  buildDir = path.resolve(mkdtempSync(path.join(".tmp", "import-build-")));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CONTENT_DIR: site.dir,
    BUILD_DIR: buildDir,
    CONTENT_CHECK: "error",
    SITE_URL: "https://example.test",
  };
  delete env.NODE_ENV;
  delete env.VITEST;
  const result = spawnSync(process.execPath, ["tools/build/main.ts"], { env, encoding: "utf8" });
  log = `${result.stdout}\n${result.stderr}`;
  if (result.status !== 0) throw new Error(`build failed:\n${log}`);
  client = path.join(buildDir, "client");
}, 300_000);
afterAll(() => {
  removeImports();
  rmSync(buildDir, { recursive: true, force: true });
});

const page = (url: string) => readFileSync(path.join(client, url, "index.html"), "utf8");

test("the imported folder builds with CONTENT_CHECK=error and every published entry is a page", () => {
  expect(log).toContain("check-content: 0 errors");
  for (const entry of site.manifest.filter((item) => item.status === "done"))
    expect(existsSync(path.join(client, entry.url, "index.html")), entry.url).toBe(true);
  for (const entry of site.manifest.filter((item) => item.status === "staging")) {
    expect(existsSync(path.join(client, entry.url, "index.html")), entry.url).toBe(false);
    // A draft's or a password-protected post's text is nowhere in the built site.
    const markdown = path.join(client, "assets/content/blogs", `${entry.url}.md`);
    expect(existsSync(markdown), markdown).toBe(false);
  }
  const manifest = readFileSync(path.join(client, "assets/content/content-manifest.json"), "utf8");
  expect(manifest).not.toContain("Password Protected");
});

test("every redirect's target is a page the build wrote", () => {
  expect(site.redirects.length).toBe(17);
  for (const { to } of site.redirects)
    expect(existsSync(path.join(client, to, "index.html")), to).toBe(true);
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
      if (response.status === 301) expect(response.headers.get("location"), oldPath).toBe(page);
      else expect(response.status, oldPath).toBe(200);
      expect((await fetch(`${base}${page}`)).status, page).toBe(200);
    }
  } finally {
    await server.close();
  }
});
