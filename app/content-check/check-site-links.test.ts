import { expect, test } from "vitest";
import { readLinkRegistry } from "#app/affiliate/index.ts";
import { checkMarkdown } from "./check-markdown.ts";
import { createLocator } from "./finding.ts";
import { buildSiteTargets } from "./site-targets.ts";

const FILES = new Set(["images/blog/there.webp", "docs/guide.pdf"]);
const targets = buildSiteTargets({
  entries: [
    { type: "blog", status: "done", url: "/insights/short-names", title: "Short" },
    { type: "blog", status: "staging", url: "/insights/draft", title: "Draft" },
  ],
  files: FILES,
  links: readLinkRegistry([{ slug: "namecheap", url: "https://www.namecheap.com/" }]),
  redirectSources: ["/2013/01/11/old-post/"],
  publicFiles: ["/favicon.svg"],
});

const check = (markdown: string, pageUrl?: string, done = false) =>
  checkMarkdown(markdown, "post", FILES, undefined, {
    targets,
    ...(pageUrl && { pageUrl }),
    done,
  }).map((problem) => {
    const { line, column } = createLocator(markdown)(problem.offset);
    return `${line}:${column} ${problem.severity}: ${problem.message}`;
  });

test("links to pages, listings, redirects, files, feeds and /go/ slugs are fine, in any form", () => {
  const markdown = [
    "[a](/insights/short-names) [b](/insights/short-names/) [c](/insights/short-names?x=1#top)",
    "[d](/insights) [e](/) [f](/2013/01/11/old-post) [g](/assets/content/docs/guide.pdf)",
    "[h](/rss.xml) [i](/favicon.svg) [j](/go/namecheap) [k](#faq) [l](https://other.example/x)",
    "[m]({{baseUrl}}/insights/short-names) [n](mailto:a@b.example) [o](/search) [p](/insights/short%2Dnames)",
    '<a href="/insights/short-names">q</a> ![r](/assets/content/images/blog/there.webp)',
  ].join("\n");
  expect(check(markdown)).toEqual([]);
});

test("a link to no page, redirect or file is an error at its line, markdown or raw HTML", () => {
  const markdown = [
    "# Title",
    "",
    "See [the draft](/insights/draft) and [gone](/insights/gone/).",
    "",
    '<p>Or <a class="x" href="/overview/configuration/">this</a>.</p>',
    "",
    "[ref]: /nowhere",
    "A [reference][ref] and [go](/go/unknown).",
    "",
    "`[in code](/missing)` and <!-- [in a comment](/missing) -->",
  ].join("\n");
  expect(check(markdown)).toEqual([
    "3:5 error: link to /insights/draft: no page, redirect or file on this site has that path",
    "3:38 error: link to /insights/gone/: no page, redirect or file on this site has that path",
    "5:7 error: link to /overview/configuration/: no page, redirect or file on this site has that path",
    "8:3 error: link to /nowhere: no page, redirect or file on this site has that path",
    "8:24 error: link to /go/unknown: no page, redirect or file on this site has that path",
  ]);
});

test("relative links are followed from the page's own path", () => {
  const markdown = "[a](short-names) [b](../insights/short-names) [c](missing-post)\n";
  expect(check(markdown, "/insights/other")).toEqual([
    "1:47 error: link to missing-post: no page, redirect or file on this site has that path",
  ]);
  expect(check(markdown)).toEqual([]);
});

test("a missing local image is an error, markdown or raw <img>; an http:// image is a warning", () => {
  const markdown = [
    "![gone](/assets/content/images/blog/gone.webp)",
    '<img src="/images/photo.jpg" alt="x">',
    '<figure><img alt="y" src="http://cdn.example/a.jpg"></figure>',
    "![ok](https://cdn.example/b.jpg)",
  ].join("\n");
  expect(check(markdown)).toEqual([
    "1:1 error: image /assets/content/images/blog/gone.webp does not exist: no such file in the content folder",
    "2:1 error: image /images/photo.jpg does not exist: no such file on this site",
    "3:9 warning: image http://cdn.example/a.jpg is http://: browsers block it on an https page, use https://",
  ]);
});

test("draft: true (or published: false) on an entry the manifest has done is a warning at its line", () => {
  const markdown = "---\ntitle: T\ndraft: true\n---\nText\n";
  expect(check(markdown, "/insights/short-names", true)).toEqual([
    "3:1 warning: draft: true, but the manifest has this entry done, so it is published: the manifest decides (set it to staging to hide it)",
  ]);
  expect(check(markdown, "/insights/short-names", false)).toEqual([]);
  expect(check("---\npublished: false\n---\n", "/x", true)[0]).toMatch(/^2:1 warning: draft: true/);
});

test("an impossible date is an error at its line, in front matter and in a DATA block", () => {
  const markdown = "---\ndate: 2024-02-30\n---\n<!-- DATA\nupdated=2024-13-01\n-->\n";
  expect(check(markdown)).toEqual([
    '2:1 error: "2024-02-30" is not a date: write it as 2024-05-01 (or 2024-05-01T17:30:00+02:00)',
    '5:1 error: "2024-13-01" is not a date: write it as 2024-05-01 (or 2024-05-01T17:30:00+02:00)',
  ]);
});
