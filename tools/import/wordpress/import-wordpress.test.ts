/**
 * WordPress exports from WordPress's theme test data (GPL): the classic-editor export and the
 * block-editor one, imported into real folders and checked with the real content checker.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  FIXTURES,
  contentErrors,
  fileOf,
  importFixture,
  landingOf,
  removeImports,
  type Imported,
} from "#tests/support/import-fixtures.ts";

afterAll(removeImports);

/** Each item's permalink and status, read straight from the export. */
function exportedItems(
  file: string,
): { link: string; status: string; type: string; password: string }[] {
  const xml = readFileSync(path.join(FIXTURES, file), "utf8");
  return [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, item = ""]) => {
    const field = (name: string) =>
      new RegExp(`<${name}>(?:<!\\[CDATA\\[)?([\\s\\S]*?)(?:\\]\\]>)?</${name}>`).exec(item)?.[1] ??
      "";
    return {
      link: field("link"),
      status: field("wp:status"),
      type: field("wp:post_type"),
      password: field("wp:post_password"),
    };
  });
}

describe("a classic-editor export", () => {
  let site: Imported;
  beforeAll(async () => {
    site = await importFixture("wordpress", "wordpress/classic.xml");
  }, 30_000);

  test("checks with no errors", () => {
    expect(contentErrors(site.dir)).toEqual([]);
  }, 30_000);

  test("every published post and page answers at its old URL, percent-encoded Greek and nested paths included", () => {
    const published = exportedItems("wordpress/classic.xml").filter(
      (item) =>
        ["post", "page"].includes(item.type) && item.status === "publish" && item.password === "",
    );
    expect(published.length).toBe(22);
    for (const item of published)
      expect(landingOf(site, new URL(item.link).pathname), item.link).toBeDefined();
    expect(landingOf(site, "/2013/01/11/markup-html-tags-and-formatting/")).toBe(
      "/blogs/markup-html-tags-and-formatting",
    );
    expect(landingOf(site, "/level-1/level-2/level-3/")).toBe("/level-1/level-2/level-3");
    expect(landingOf(site, "/greek/επίπεδο-2/")).toBe("/greek/επιπεδο-2");
  });

  test("drafts, scheduled, private and password-protected posts are staging, with no redirect to them", () => {
    const staging = site.manifest
      .filter((entry) => entry.status === "staging")
      .map((entry) => entry.title);
    expect(staging.sort()).toEqual([
      "Draft",
      "Scheduled",
      "Template: Comments",
      'Template: Password Protected (the password is "enter")',
    ]);
    const stagingUrls = site.manifest
      .filter((entry) => entry.status === "staging")
      .map((entry) => entry.url);
    expect(site.redirects.filter((redirect) => stagingUrls.includes(redirect.to))).toEqual([]);
  });

  test("published entries are newest first, posts as blogs and pages as generic pages", () => {
    const done = site.manifest.filter((entry) => entry.status === "done" && entry.type === "blog");
    const dates = done.map(
      (entry) => /date: "(\d{4}-\d{2}-\d{2})"/.exec(fileOf(site, entry.url))?.[1] ?? "",
    );
    expect(dates).toEqual([...dates].sort().reverse());
    expect(site.manifest.find((entry) => entry.title === "About The Tests")?.type).toBe("salepage");
  });

  test("captions, galleries, nested lists, embeds and audio become markdown, with no shortcode left", () => {
    const caption = fileOf(site, "/blogs/post-format-image-caption");
    expect(caption).toContain(
      "![Bell on Wharf](https://wpthemetestdata.files.wordpress.com/2008/06/100_5478.jpg?w=604)",
    );
    expect(caption).toContain("<figcaption>Bell on wharf in San Francisco</figcaption>");
    expect(
      fileOf(site, "/blogs/post-format-gallery").match(/!\[Golden Gate Bridge\]/g)?.length,
    ).toBe(10);
    expect(fileOf(site, "/blogs/edge-case-nested-and-mixed-lists")).toMatch(
      /^1\. {2}ordered item\n2\. {2}ordered item\n {4}- {3}\*\*unordered\*\*/m,
    );
    expect(fileOf(site, "/blogs/post-format-video-youtube")).toContain(
      "[Video (www.youtube.com)](https://www.youtube.com/watch?v=SQEQr7c0-dw)",
    );
    expect(fileOf(site, "/blogs/post-format-audio")).toMatch(
      /\[Audio \(wpthemetestdata\.files\.wordpress\.com\)\]\(https:\/\/\S+stlouisblues\.mp3\)/,
    );
    for (const entry of site.manifest)
      expect(fileOf(site, entry.url)).not.toMatch(
        /\[(caption|gallery|audio|video|embed)\b|<!--\s*more/,
      );
  });

  test("titles with markup or special characters, a missing title and a very long word survive", () => {
    expect(fileOf(site, "/blogs/markup-title-with-markup")).toContain(
      "# Markup: Title _With_ **Mark<sup>up</sup>**",
    );
    expect(
      site.manifest.find((entry) => entry.url === "/blogs/title-with-special-characters")?.title,
    ).toBe("Markup: Title With Special Characters ~`!@#$%^&*()-_=+{}[]/\\;:'\"?,.>");
    expect(site.manifest.find((entry) => entry.url === "/blogs/edge-case-no-title")?.title).toBe(
      "Edge case no title",
    );
    expect(
      site.manifest.some(
        (entry) =>
          entry.title ===
          "Taumatawhakatangihangakoauauotamateaturipukakapikimaungahoronukupokaiwhenuakitanatahu",
      ),
    ).toBe(true);
    expect(fileOf(site, "/blogs/edge-case-no-content")).toMatch(
      /^---\ntitle: "Edge Case: No Content"\n[\s\S]*\n# Edge Case: No Content\n$/,
    );
  });

  test("site.json takes the export's title and description; the summary counts what happened", () => {
    expect(JSON.parse(site.read("site.json"))).toEqual({
      title: "Theme Unit Test Data",
      tagline: "Just another WordPress website with a purposefully really long description",
      language: "en",
    });
    expect(site.result.counts).toEqual({
      published: 22,
      staging: 4,
      imagesCopied: 0,
      imagesRemote: 4,
      redirects: 17,
      affiliateLinks: 0,
      reported: 5,
    });
    expect(site.result.text).toMatch(
      /reported: tools\/import\/fixtures\/wordpress\/classic\.xml:932: post 1169 has no title/,
    );
    expect(site.result.text).toContain(
      "image left remote: https://wpthemetestdata.files.wordpress.com/2008/06/100_5540.jpg",
    );
  });
});

describe("a block-editor export", () => {
  let site: Imported;
  beforeAll(async () => {
    site = await importFixture("wordpress", "wordpress/block-editor.xml");
  }, 30_000);

  test("checks with no errors and every published item answers at its old URL", () => {
    expect(contentErrors(site.dir)).toEqual([]);
    for (const item of exportedItems("wordpress/block-editor.xml").filter(
      (i) => i.status === "publish" && ["post", "page"].includes(i.type),
    ))
      expect(landingOf(site, new URL(item.link).pathname), item.link).toBeDefined();
  }, 30_000);

  test("block comments are gone; code, tables, footnotes and media are markdown", () => {
    for (const entry of site.manifest) expect(fileOf(site, entry.url)).not.toContain("<!-- wp:");
    expect(fileOf(site, "/blogs/code")).toContain("```\nHello World, default width (none).\n```");
    expect(fileOf(site, "/blogs/table")).toContain(
      "| Header label | Header label |\n| --- | --- |\n| Cell 1 | Cell 2 |",
    );
    expect(fileOf(site, "/blogs/footnotes")).toMatch(
      /A paragraph\[\^1\][\s\S]*\[\^1\]: A note\n\[\^2\]: Another note/,
    );
    expect(fileOf(site, "/blogs/video")).toContain(
      "[Video (wpthemetestdata.files.wordpress.com)](https://wpthemetestdata.files.wordpress.com/2013/12/2014-slider-mobile-behavior.mov)",
    );
  });

  test("a gallery whose images are not in the export is reported at its line", () => {
    expect(site.result.reporter.reports).toContainEqual({
      file: "tools/import/fixtures/wordpress/block-editor.xml",
      line: 886,
      message: "gallery image 769 is not in the export: it was left out",
    });
  });
});
