import { expect, test } from "vitest";
import { escapeMarkup, renderMarkdown } from "#app/markdown/index.ts";
import { sanitize } from "#app/markdown/index.server.ts";
import { readFixture } from "#app/analysis/fixtures/read-fixture.ts";
import { parsePageContent } from "./page-content.ts";
import { buildPostHeader, renderPostHeader } from "./post-header.ts";

const context = {
  renderMarkdown: (
    markdown: string | Parameters<typeof renderMarkdown>[0],
    slugs?: Map<string, number>,
  ) => renderMarkdown(markdown, sanitize, slugs),
  baseUrl: "https://example.com",
};

test("a post whose body begins with # Title keeps it as the title, shown once", () => {
  const markdown = "<!-- DATA\ndate=2024-05-01\n-->\n\n# Ten Short Names\n\nFirst paragraph.\n";
  const content = parsePageContent(markdown, "post", { ...context, title: "Manifest title" });
  expect(content.headerHtml).toBe(
    '<h1 id="ten-short-names">Ten Short Names</h1>\n' +
      '<p class="post-header__byline"><span class="post-header__date">Published <time datetime="2024-05-01">1 May 2024</time></span></p>',
  );
  expect(content.parts[0]).toEqual({ kind: "text", html: "<p>First paragraph.</p>\n" });
});

test("a post without a leading # Title has none split off; its later h1 stays in the text", () => {
  const content = parsePageContent(
    readFixture("real-posts/astro-markdown-style-guide.md"),
    "post",
    { ...context, title: "Manifest title" },
  );
  // The front matter's title, escaped as text, and Astro's `pubDate: 'Jul 01 2022'`.
  expect(content.headerHtml).toBe(
    "<h1>Markdown Style Guide</h1>" +
      '<p class="post-header__byline"><span class="post-header__date">Published <time datetime="2022-07-01">1 Jul 2022</time></span></p>',
  );
  const text = content.parts[0]?.kind === "text" ? content.parts[0].html : "";
  expect(text).toContain('<h1 id="h1">H1</h1>');
});

test("the header takes date, update, author and tags from the page data", () => {
  const markdown =
    "<!-- DATA\nauthor=Jane Doe\ndate=2024-05-01\nupdated=2024-06-19T09:30:00+02:00\ntags=premium domains, short names\n-->\nText.";
  expect(parsePageContent(markdown, "post", { ...context, title: "A <b> & C" }).headerHtml).toBe(
    "<h1>A &lt;b&gt; &amp; C</h1>" +
      '<p class="post-header__byline">' +
      '<span class="post-header__date">Published <time datetime="2024-05-01">1 May 2024</time></span>' +
      '<span class="post-header__date">Updated <time datetime="2024-06-19T07:30:00.000Z">19 Jun 2024</time></span>' +
      '<span class="post-header__author">By Jane Doe</span></p>' +
      '<ul class="post-header__tags" aria-label="Tags"><li>premium domains</li><li>short names</li></ul>',
  );
});

test("front matter feeds the header: the Jekyll welcome post's date", () => {
  const content = parsePageContent(readFixture("real-posts/jekyll-welcome.md"), "post", context);
  expect(content.headerHtml).toContain("<h1>Welcome to Jekyll!</h1>");
  expect(content.headerHtml).toContain('<time datetime="2019-11-28">28 Nov 2019</time>');
});

test("a date that is no real day is left out of the header, never shown wrong", () => {
  expect(buildPostHeader({ date: "2024-02-30", updated: "soon" })).toEqual({ tags: [] });
});

test("an author's markup is text in the header, never HTML", () => {
  const header = buildPostHeader({ author: '<img src=x onerror="alert(1)">', tags: "<b>" });
  const html = renderPostHeader(header, { text: "T" });
  expect(html).not.toContain("<img");
  expect(html).toContain("By &lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  expect(html).toContain("<li>&lt;b&gt;</li>");
});

test("an update on the publication day is not repeated", () => {
  expect(buildPostHeader({ date: "2024-05-01", updated: "2024-05-01" }).updated).toBeUndefined();
});

test("generic, FAQ and listing pages get no post header", () => {
  for (const layout of ["generic", "faq", "listing"] as const) {
    const content = parsePageContent("# Title\n\nText.", layout, context);
    expect(content.headerHtml).toBeUndefined();
  }
});

test("the header escapes text with the site's one escaper, quotes and apostrophes included", () => {
  const html = renderPostHeader(
    { author: `O'Brien & "Sons" <b>`, tags: ["a'b"] },
    { text: `It's <i>` },
  );
  expect(html).toContain(`<h1>${escapeMarkup(`It's <i>`)}</h1>`);
  expect(html).toContain("By O&apos;Brien &amp; &quot;Sons&quot; &lt;b&gt;");
  expect(html).toContain("<li>a&apos;b</li>");
});

test("a scheduled post without a date of its own shows its publishAt; its own date wins", () => {
  const publishAt = "2026-12-07T09:00:00+01:00";
  const undated = parsePageContent("# Monday\n\nText.\n", "post", { ...context, publishAt });
  expect(undated.headerHtml).toContain(
    '<span class="post-header__date">Published <time datetime="2026-12-07T08:00:00.000Z">7 Dec 2026</time></span>',
  );
  expect(undated.data.date).toBe(publishAt);
  const dated = parsePageContent("<!-- DATA\ndate=2024-05-01\n-->\n# Monday\n", "post", {
    ...context,
    publishAt,
  });
  expect(dated.headerHtml).toContain('<time datetime="2024-05-01">1 May 2024</time>');
});
