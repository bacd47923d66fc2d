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
