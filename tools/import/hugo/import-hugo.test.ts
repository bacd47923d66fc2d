/** A Hugo site made from hugoBasicExample (MIT) plus posts written for these tests. */
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
  site = await importFixture("hugo", "hugo");
}, 30_000);
afterAll(removeImports);

test("the imported folder checks with no errors", () => {
  expect(contentErrors(site.dir)).toEqual([]);
}, 30_000);

test("default, configured and explicit permalinks and aliases all answer", () => {
  expect(landingOf(site, "/post/creating-a-new-theme/")).toBe("/blogs/creating-a-new-theme");
  expect(landingOf(site, "/post/bundle/")).toBe("/blogs/bundle");
  expect(landingOf(site, "/2021/06/15/built-in-shortcodes/")).toBe("/blogs/built-in-shortcodes");
  expect(landingOf(site, "/about/")).toBe("/about");
  for (const alias of ["/about-us", "/about-hugo", "/contact"])
    expect(landingOf(site, alias)).toBe("/about");
});

test("a draft is staging, a translation is reported, not imported", () => {
  expect(site.manifest.find((entry) => entry.title === "Not Ready Yet")?.status).toBe("staging");
  expect(site.manifest.some((entry) => entry.title === "Contenu riche")).toBe(false);
  expect(site.result.reporter.reports).toContainEqual({
    file: "tools/import/fixtures/hugo/content/post/rich-content.fr.md",
    line: 1,
    message: "translation (fr) not imported: the site has one language",
  });
});

test("highlight, figure, gist, youtube and ref shortcodes become markdown; an unknown one is reported at its line", () => {
  const post = fileOf(site, "/blogs/built-in-shortcodes");
  expect(post).toContain('title: "Shortcodes, <Converted> & Kept"');
  expect(post).toContain("# Shortcodes, \\<Converted\\> & Kept");
  expect(post).toContain('date: "2021-06-15"\nupdated: "2021-07-01"');
  expect(post).toContain('```go\npackage main\n\nfunc main() {\n\tprintln("hello")\n}\n```');
  expect(post).toContain(
    "![The Go gopher](/assets/content/images/imported/images/gopher.png)\n\n<figcaption>The gopher, drawn for Go</figcaption>",
  );
  expect(post).toContain("[Gist spf13/7896402](https://gist.github.com/spf13/7896402)");
  expect(post).toContain(
    "[the theme tutorial](/blogs/creating-a-new-theme) or [about Hugo](/about)",
  );
  expect(post).toContain("1. First\n   - nested one\n   - nested two\n2. Second");
  expect(post).toContain("Hugo authors write `{{< youtube abc >}}`.");
  expect(post).not.toContain("{{< param");
  expect(site.result.reporter.reports).toContainEqual({
    file: "tools/import/fixtures/hugo/content/blog/shortcodes.md",
    line: 34,
    message: "shortcode {{< param >}} has no equivalent here: it was removed",
  });
});

test("an image the source has only at its remote URL stays there, reported at its line", () => {
  expect(fileOf(site, "/blogs/built-in-shortcodes")).toContain(
    "![The Hugo logo](https://gohugo.io/img/hugo.png)",
  );
  expect(site.result.reporter.reports).toContainEqual({
    file: "tools/import/fixtures/hugo/content/blog/shortcodes.md",
    line: 36,
    message: "image left remote: https://gohugo.io/img/hugo.png",
  });
  expect(site.result.counts.imagesRemote).toBe(1);
});

test("images from static/ and from a page bundle are copied into the content folder", () => {
  expect(fileOf(site, "/blogs/bundle")).toContain(
    "![A pink test card](/assets/content/images/imported/post/bundle/photo.jpg)",
  );
  expect(existsSync(path.join(site.dir, "images/imported/post/bundle/photo.jpg"))).toBe(true);
  expect(existsSync(path.join(site.dir, "images/imported/images/gopher.png"))).toBe(true);
  expect(site.result.counts.imagesCopied).toBe(2);
  expect(JSON.parse(site.read("site.json"))).toEqual({
    title: "Hugo Themes",
    tagline: "An example site for Hugo themes",
    language: "en",
    social: [
      { network: "x", url: "https://x.com/GoHugoIO" },
      { network: "github", url: "https://github.com/gohugoio" },
    ],
    contactEmail: "themes@gohugo.example",
  });
});
