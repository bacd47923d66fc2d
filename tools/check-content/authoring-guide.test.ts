/** The author's guide (docs/authoring.md) may only show examples that work. */
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { checkContentFolder } from "#app/content-check/index.server.ts";
import { checkManifest } from "#app/content-check/index.server.ts";
import { checkMarkdown } from "#app/content-check/index.server.ts";
import { formatFinding } from "#app/content-check/index.server.ts";
import { type PageLayout } from "#app/content/index.ts";
import { parsePageContent } from "#app/analysis/index.ts";
import { createDiskFolder } from "#app/content-check/index.server.ts";
import { renderMarkdown } from "#app/markdown/index.ts";
import { sanitize } from "#app/markdown/index.server.ts";

interface Example {
  kind: string;
  argument: string;
  text: string;
  line: number;
}

const guide = readFileSync("docs/authoring.md", "utf8");

/** Fenced blocks whose info string is `<language> <kind> [argument]`, e.g. ```markdown example post. */
function examples(kind: string): Example[] {
  const found: Example[] = [];
  for (const match of guide.matchAll(/^```\w+ ([\w-]+)(?: (\w+))?\n([\s\S]*?)^```$/gm)) {
    if (match[1] !== kind) continue;
    const line = guide.slice(0, match.index).split("\n").length;
    found.push({ kind, argument: match[2] ?? "", text: match[3] ?? "", line });
  }
  return found;
}

test("every markdown example in the guide passes the checker without a finding", async () => {
  const demoFiles = new Set(await createDiskFolder("content").listFiles());
  const markdown = examples("example");
  expect(markdown.length).toBeGreaterThanOrEqual(6);
  for (const example of markdown) {
    const layout = example.argument as PageLayout;
    expect(["generic", "post", "faq", "listing"], `line ${example.line}`).toContain(layout);
    expect(
      checkMarkdown(example.text, layout, demoFiles),
      `example at docs/authoring.md:${example.line}`,
    ).toEqual([]);
  }
});

test("the guide's manifest example is a valid manifest", () => {
  const [manifest] = examples("example-manifest");
  expect(manifest).toBeDefined();
  const result = checkManifest(manifest?.text ?? "", "docs/authoring.md");
  expect(result.findings).toEqual([]);
  expect(result.entries).toHaveLength(5);
});

test("the checker output shown in the guide is what the checker prints", async () => {
  const [output] = examples("check-output");
  const shown = (output?.text ?? "").trim().split("\n");
  expect(shown.length).toBeGreaterThan(0);
  const printed = (
    await checkContentFolder(createDiskFolder("tools/check-content/fixtures/broken"))
  ).map(formatFinding);
  for (const line of shown) expect(printed).toContain(line);
});

test("the guide's example of writing about markers shows them as text, and the checker agrees", async () => {
  // Four backticks: the example holds a fenced block of its own.
  const match = /^````markdown example-markers (\w+)\n([\s\S]*?)^````$/m.exec(guide);
  const text = match?.[2] ?? "";
  expect(text).toContain("<!-- INSERT PRODUCT 2 -->");
  expect(checkMarkdown(text, "post", new Set())).toEqual([]);
  const content = parsePageContent(text, "post", {
    renderMarkdown: (markdown, slugs) => renderMarkdown(markdown, sanitize, slugs),
    baseUrl: "https://example.com",
  });
  expect(content.parts.map((part) => part.kind)).toEqual(["text"]);
  const html = content.parts[0]?.kind === "text" ? content.parts[0].html : "";
  expect(html).toContain("<code>&lt;!-- INSERT PRODUCT --&gt;</code> on its own line");
  expect(html).toContain("<code>{{baseUrl}}/insights/...</code>");
  expect(html).toContain("&lt;!-- INSERT PRODUCT 2 --&gt;\n</code></pre>");
});
