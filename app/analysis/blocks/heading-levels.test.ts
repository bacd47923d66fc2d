import { expect, test } from "vitest";
import { renderMarkdown } from "#app/markdown/index.ts";
import { sanitize } from "#app/markdown/index.server.ts";
import { parsePageContent } from "#app/analysis/page/page-content.ts";
import { analyzeMarkdown } from "#app/analysis/page/analyze-markdown.ts";

const context = {
  renderMarkdown: (markdown: string | unknown[], slugs?: Map<string, number>) =>
    renderMarkdown(markdown as string, sanitize, slugs),
  baseUrl: "https://example.test",
};

const html = (markdown: string, layout: "post" | "generic" = "post") => {
  const content = parsePageContent(markdown, layout, context);
  return [
    content.headerHtml ?? "",
    ...content.parts.map((p) => (p.kind === "text" ? p.html : "")),
  ].join("");
};

test("a body whose first heading is ### after the title starts at h2, its structure and ids kept", () => {
  const page = html("# Title\n\n### Setup\n\nText.\n\n#### Details\n\n### Usage\n");
  expect(page).toMatch(/<h1[^>]*>Title<\/h1>/);
  expect(page).toContain('<h2 id="setup">Setup</h2>');
  expect(page).toContain('<h3 id="details">Details</h3>');
  expect(page).toContain('<h2 id="usage">Usage</h2>');
  expect(page).not.toMatch(/<h4/);
});

test("a body that starts at ## is left as written", () => {
  const page = html("# Title\n\n## One\n\n### Two\n", "generic");
  expect(page).toContain('<h2 id="one">One</h2>');
  expect(page).toContain('<h3 id="two">Two</h3>');
});

test("a skip inside the body is shown one level below the heading before it, ids unchanged", () => {
  // Astro's blog starter's markdown-style-guide.md: "## Blockquotes" then "#### Blockquote …".
  const page = html("## Blockquotes\n\n#### Without attribution\n\n##### Deeper\n\n## Tables\n");
  expect(page).toContain('<h2 id="blockquotes">Blockquotes</h2>');
  expect(page).toContain('<h3 id="without-attribution">Without attribution</h3>');
  expect(page).toContain('<h4 id="deeper">Deeper</h4>');
  expect(page).toContain('<h2 id="tables">Tables</h2>');
  // A body h1 (the style guide's "# H1" … "###### H6") keeps its rank and its run below it.
  const ranks = html("## Headings\n\n# H1\n\n## H2\n\n### H3\n");
  expect(ranks).toMatch(/<h1 id="h1">H1<\/h1>.*<h2 id="h2">H2<\/h2>.*<h3 id="h3">H3<\/h3>/s);
});

test("a skip inside the body is a warning at the heading's offset", () => {
  const markdown = "---\ntitle: T\n---\n# T\n\n## A\n\n#### B\n\n### C\n";
  const problems = analyzeMarkdown(markdown, "post").problems;
  expect(problems).toEqual([
    {
      severity: "warning",
      message: "heading level skipped: h4 after h2 (write ### B)",
      offset: markdown.indexOf("#### B"),
    },
  ]);
  expect(analyzeMarkdown("# T\n\n### A\n\n#### B\n", "post").problems).toEqual([]);
});
