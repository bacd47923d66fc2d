/** What an author writes reaches the page whole: the cases of "Markdown fidelity", one fixture each. */
import { expect, test } from "vitest";
import { readFixture } from "#app/analysis/fixtures/read-fixture.ts";
import { renderMarkdown } from "#app/markdown/index.ts";
import { sanitize } from "#app/markdown/index.server.ts";
import { parsePageContent, type PageContent } from "./page-content.ts";

const context = {
  renderMarkdown: (markdown: Parameters<typeof renderMarkdown>[0], slugs?: Map<string, number>) =>
    renderMarkdown(markdown, sanitize, slugs),
  baseUrl: "https://domainchronicle.example",
};

const page = (fixture: string) => parsePageContent(readFixture(fixture), "post", context);
/** The page's text as it reads: a leading `# Title` stands in the post header, first. */
const html = (content: PageContent) =>
  leadingTitle(content) +
  content.parts.map((part) => (part.kind === "text" ? part.html : `[${part.kind}]`)).join("");

test("markers shown in inline code, in code inside a list or a quote, and in indented code stay text", () => {
  const content = page("markers-in-code.md");
  expect(content.parts.map((part) => part.kind)).toEqual(["text", "product", "text"]);
  const text = html(content);
  expect(text).toContain("<code>&lt;!-- INSERT PRODUCT --&gt;</code> where the card goes");
  expect(text).toContain("A stray <code>&lt;!--</code> in inline code hides nothing.");
  // One list, three items: the fence inside item 2 does not split it.
  expect(text.match(/<ol>/g)).toHaveLength(1);
  expect(text).toMatch(/<li><p>Save it.<\/p>\s*<\/li>/);
  expect(text).toContain(
    '<pre tabindex="0"><code>&lt;!-- INSERT FAQ --&gt;\n</code></pre>\n</blockquote>',
  );
  expect(text).toContain('<pre tabindex="0"><code>&lt;!-- INSERT PRODUCT 1 --&gt;\n</code></pre>');
  expect(text).toContain("The last line is still here.");
  expect(text).toContain("[product]<p>After the card.</p>");
  expect(content.problems).toEqual([]);
});

test("reference links and footnotes defined at the end of the file work above the last marker", () => {
  const text = html(page("references-across-markers.md"));
  const [before] = text.split("[product]");
  expect(before).toContain(
    '<a href="https://guide.example/registry" title="Registry guide">registry guide</a>',
  );
  expect(before).toMatch(/<sup><a id="footnote-ref-fees" href="#footnote-fees"[^>]*>1<\/a><\/sup>/);
  expect(text).toContain('<li id="footnote-fees">');
  expect(text).toContain("Renewal fees rise after the first year.");
  expect(text).not.toContain("[^fees]");
});

test("{{key}} is filled in text and link targets, never in inline code or a code block", () => {
  const content = page("placeholders-in-code.md");
  const text = html(content);
  expect(text).toContain("<p>By Jane Doe. Link to a page with <code>{{baseUrl}}/insights</code>");
  expect(text).toContain("&lt;h1&gt;{{title}}&lt;/h1&gt;\n&lt;p&gt;{{author}}&lt;/p&gt;");
  expect(text).toContain('<a href="https://domainchronicle.example/">our site</a>');
  // `{{title}}` in the code block is an example, not a missing value.
  expect(content.problems).toEqual([]);
});

test("a filled-in URL in the text is still a link, as if the author had written it there", () => {
  const content = parsePageContent("Share: {{baseUrl}}/x", "post", context);
  expect(html(content)).toContain(
    '<a href="https://domainchronicle.example/x">https://domainchronicle.example/x</a>',
  );
});

test("YAML front matter is not shown; it fills the meta and the data, and a DATA block wins", () => {
  const content = page("front-matter.md");
  expect(html(content)).toBe(
    '<h1 id="short-names">Short names</h1>\n<p>By Janet Doe, 2024-05-01: premium domains, short names.</p>\n',
  );
  expect(content.metaBlock).toEqual({
    title: "Ten Short Domains That Sold for Millions",
    description: "What made these names worth it.",
    ogImage: "/assets/content/images/og/short.png",
  });
  expect(content.data).toEqual({
    author: "Janet Doe",
    date: "2024-05-01",
    // The front matter's image is the page's image (hero and link card) too.
    image: "/assets/content/images/og/short.png",
    tags: "premium domains, short names",
  });
});

test("front matter that is not YAML is reported like a bad meta block, and the text still renders", () => {
  const markdown = readFixture("front-matter-invalid.md");
  const content = parsePageContent(markdown, "post", context);
  expect(html(content)).toBe('<h1 id="still-shown">Still shown</h1>\n<p>The text renders.</p>\n');
  expect(content.metaBlock).toEqual({});
  expect(content.problems).toMatchObject([
    { severity: "error", message: "Failed to parse meta block" },
  ]);
  // The list that never closes: its line, not the closing fence.
  expect(content.problems[0]?.offset).toBe(markdown.indexOf("tags:"));
});

test("GFM as authors expect it: task lists, footnotes, strikethrough, autolinks, tables, raw target=_blank", () => {
  const text = html(page("gfm.md"));
  expect(text).toContain(
    '<li><input type="checkbox" disabled="" checked="" aria-label="Done"> Buy the name</li>',
  );
  expect(text).toContain(
    '<li><input type="checkbox" disabled="" aria-label="Done"> Build the site</li>',
  );
  expect(text).toContain("<del>Cheap</del>");
  expect(text).toContain('<a href="http://www.example.com">www.example.com</a>');
  expect(text).toContain('<div class="table-scroll"');
  expect(text).toContain(
    '<a href="https://broker.example" target="_blank" rel="noopener noreferrer">Ask a broker</a>',
  );
  expect(text).toMatch(/href="#footnote-1"/);
  expect(text).toMatch(/<li id="footnote-1">\s*<p>Check the registrar on the day you buy./);
});

test("comments the CommonMark spec uses keep their neighbours: two lists, indented code, the text after <!-->", () => {
  const text = html(page("commonmark-comments.md"));
  expect(text.match(/<ul>/g)).toHaveLength(2);
  expect(text).toContain('<pre tabindex="0"><code>&lt;!-- foo --&gt;\n</code></pre>');
  expect(text).toContain("<p>foo  foo --&gt;</p>");
});

test("a marker inside a list item places its card after the list, which stays whole, and says so", () => {
  const markdown = readFixture("marker-in-list.md");
  const content = parsePageContent(markdown, "post", context);
  expect(content.parts.map((part) => part.kind)).toEqual(["text", "product", "text"]);
  expect(html(content)).toMatch(
    /<li>second item <\/li>\s*<li>third item<\/li>\s*<\/ul>\n\[product\]/,
  );
  expect(content.problems).toEqual([
    {
      severity: "warning",
      message: "INSERT PRODUCT inside a list: it takes effect after it",
      offset: markdown.indexOf("<!-- INSERT PRODUCT -->"),
    },
  ]);
});

/** A leading `# Title` of the text, which the post header shows (its other lines are not text). */
function leadingTitle(content: PageContent): string {
  return /^<h1 id="[^"]*">[\s\S]*?<\/h1>\n/.exec(content.headerHtml ?? "")?.[0] ?? "";
}
