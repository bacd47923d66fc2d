import { expect, test } from "vitest";
import { renderMarkdown } from "#app/markdown/index.ts";
import { sanitize } from "#app/markdown/index.server.ts";
import { readFixture } from "#app/engine/fixtures/read-fixture.ts";
import { parsePageContent } from "./page-content.ts";
import { buildPostHeader, formatDay } from "./post-header.ts";

const context = {
  renderMarkdown: (
    markdown: string | Parameters<typeof renderMarkdown>[0],
    slugs?: Map<string, number>,
  ) => renderMarkdown(markdown, sanitize, slugs),
  baseUrl: "https://example.com",
};

test("a post whose body begins with # Title keeps it as the title, shown once", () => {
  const markdown = "<!-- DATA\ndate=2024-05-01\n-->\n\n# Ten Short Names\n\nFirst paragraph.\n";
  const content = parsePageContent(markdown, "post", context);
  expect(content.titleHtml).toBe('<h1 id="ten-short-names">Ten Short Names</h1>\n');
  expect(content.parts[0]).toEqual({ kind: "text", html: "<p>First paragraph.</p>\n" });
});

test("a post without a leading # Title has none split off; its later h1 stays in the text", () => {
  const content = parsePageContent(
    readFixture("real-posts/astro-markdown-style-guide.md"),
    "post",
    context,
  );
  expect(content.titleHtml).toBeUndefined();
  const text = content.parts[0]?.kind === "text" ? content.parts[0].html : "";
  expect(text).toContain('<h1 id="h1">H1</h1>');
});

test("the header takes date, update, author and tags from the page data", () => {
  const markdown =
    "<!-- DATA\nauthor=Jane Doe\ndate=2024-05-01\nupdated=2024-06-19T09:30:00+02:00\ntags=premium domains, short names\n-->\nText.";
  expect(parsePageContent(markdown, "post", context).header).toEqual({
    date: { iso: "2024-05-01", label: "1 May 2024" },
    updated: { iso: "2024-06-19T07:30:00.000Z", label: "19 Jun 2024" },
    author: "Jane Doe",
    tags: ["premium domains", "short names"],
  });
});

test("front matter feeds the header: the Jekyll welcome post's date", () => {
  const content = parsePageContent(readFixture("real-posts/jekyll-welcome.md"), "post", context);
  expect(content.header?.date).toEqual({ iso: "2019-11-28", label: "28 Nov 2019" });
});

test("a date that is no real day is left out of the header, never shown wrong", () => {
  expect(buildPostHeader({ date: "2024-02-30", updated: "soon" })).toEqual({ tags: [] });
});

test("an update on the publication day is not repeated", () => {
  expect(buildPostHeader({ date: "2024-05-01", updated: "2024-05-01" }).updated).toBeUndefined();
});

test("generic, FAQ and listing pages get no post header", () => {
  for (const layout of ["generic", "faq", "listing"] as const) {
    const content = parsePageContent("# Title\n\nText.", layout, context);
    expect(content.header).toBeUndefined();
    expect(content.titleHtml).toBeUndefined();
  }
});

test("days read the same in every time zone", () => {
  expect(formatDay("2026-11-01")).toBe("1 Nov 2026");
  expect(formatDay("2026-01-31T23:59:00Z")).toBe("31 Jan 2026");
});
