import { expect, test } from "vitest";
import { MANIFEST_PATH } from "#app/engine/index.ts";
import { renderMarkdown } from "#app/markdown/index.ts";
import { sanitize } from "#app/markdown/index.server.ts";
import { loadPage, type ContentSource } from "./load-page.ts";

function sourceOf(files: Record<string, string>): ContentSource {
  return {
    readText: async (sitePath) => {
      const text = files[sitePath];
      if (text === undefined) throw new Error(`no ${sitePath}`);
      return text;
    },
    renderMarkdown: (markdown, slugs) => renderMarkdown(markdown, sanitize, slugs),
    baseUrl: "https://domains.example",
    siteTitle: "Domain Chronicle",
    log: { error: () => {}, warn: () => {} },
  };
}

const manifest = JSON.stringify([
  { type: "blog", status: "done", url: "/insights/no-meta", title: "No Meta" },
]);

test("a page without a META block is described by its first paragraph everywhere", async () => {
  const result = await loadPage(
    "/insights/no-meta",
    sourceOf({
      [MANIFEST_PATH]: manifest,
      "assets/content/blogs/insights/no-meta.md":
        "Short names are *scarce*, so they cost more.\n\n## Why\n\nMore text.\n",
    }),
  );
  if (!result.found) throw new Error("not found");
  const { meta, structuredData } = result.model;
  const expected = "Short names are scarce, so they cost more.";
  expect(meta.description).toBe(expected);
  expect(meta.ogDescription).toBe(expected);
  expect(meta.twitterDescription).toBe(expected);
  expect(structuredData.find((item) => item["@type"] === "BlogPosting")?.description).toBe(
    expected,
  );
});

test("the DATA summary comes before the first paragraph; a META description before both", async () => {
  const summarized = await loadPage(
    "/insights/no-meta",
    sourceOf({
      [MANIFEST_PATH]: manifest,
      "assets/content/blogs/insights/no-meta.md": "<!-- DATA\nsummary=The summary.\n-->\n\nBody.\n",
    }),
  );
  expect(summarized.found && summarized.model.meta.description).toBe("The summary.");
  const described = await loadPage(
    "/insights/no-meta",
    sourceOf({
      [MANIFEST_PATH]: manifest,
      "assets/content/blogs/insights/no-meta.md":
        '<!-- META\n{"description": "Written."}\n-->\n<!-- DATA\nsummary=The summary.\n-->\n\nBody.\n',
    }),
  );
  expect(described.found && described.model.meta.description).toBe("Written.");
});
