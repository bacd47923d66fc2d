import { expect, test } from "vitest";
import { buildPageIndexRecord, parseManifest } from "#app/content/index.ts";
import { MANIFEST_PATH } from "#app/content/index.ts";
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

test("a long listing's first page shows the category text; later pages only links, titled by page", async () => {
  const blogs = Array.from({ length: 30 }, (_, index) => ({
    type: "blog",
    status: "done",
    url: `/insights/post-${index + 1}`,
    title: `Post ${index + 1}`,
  }));
  const source = sourceOf({
    [MANIFEST_PATH]: JSON.stringify(blogs),
    "assets/content/categories/insights.md":
      '<!-- META\n{"title": "Insights"}\n-->\n\nThe category text.\n',
  });
  const first = await loadPage("/insights", source);
  const second = await loadPage("/insights/page/2", source);
  if (!first.found || !second.found) throw new Error("not found");
  expect(first.model.content).not.toBeNull();
  expect(first.model.meta.title).toBe("Insights");
  expect(first.model.page.links).toHaveLength(24);
  expect(second.model.content).toBeNull();
  expect(second.model.meta.title).toBe("Insights (page 2)");
  expect(second.model.page.links?.map((link) => link.title)).toEqual(
    ["25", "26", "27", "28", "29", "30"].map((number) => `Post ${number}`),
  );
});

test("with a page index record the page loads without reading the manifest, problems and breadcrumbs included", async () => {
  const files = {
    "assets/content/blogs/insights/no-meta.md": "# From the record\n\nText.\n",
  };
  const record = buildPageIndexRecord(
    "/insights/no-meta",
    { entries: parseManifest(manifest).entries, problems: [{ message: "skipped entry #2" }] },
    { pageSize: 24 },
  );
  const requested: string[] = [];
  const source: ContentSource = {
    ...sourceOf(files),
    readPageIndex: async (pathname) => {
      requested.push(pathname);
      return record;
    },
  };
  const result = await loadPage("/insights/no-meta", source);
  if (!result.found) throw new Error("not found");
  expect(requested).toEqual(["/insights/no-meta"]);
  expect(result.model.messages).toEqual([{ level: "error", text: "skipped entry #2" }]);
  const breadcrumbs = result.model.structuredData.find(
    (item) => item["@type"] === "BreadcrumbList",
  );
  expect(JSON.stringify(breadcrumbs)).toContain("https://domains.example/insights");
});

test("a record that shows nothing redirects home and says its problems", async () => {
  const errors: string[] = [];
  const record = buildPageIndexRecord("/nowhere", {
    entries: [],
    problems: [{ message: "the manifest is odd" }],
  });
  const result = await loadPage("/nowhere", {
    ...sourceOf({}),
    readPageIndex: async () => record,
    log: { error: (text) => errors.push(text), warn: () => {} },
  });
  expect(result).toEqual({ found: false, redirectTo: "/" });
  expect(errors).toEqual(["the manifest is odd"]);
});

test("site.json names the site on every page: the model carries it, the head and JSON-LD use it", async () => {
  const site = JSON.stringify({ title: "Gopher Notes", tagline: "Go, mostly", language: "de" });
  const result = await loadPage(
    "/insights/no-meta",
    sourceOf({
      [MANIFEST_PATH]: manifest,
      "assets/content/site.json": site,
      "assets/content/blogs/insights/no-meta.md": "# No Meta\n\nText.\n",
    }),
  );
  if (!result.found) throw new Error("not found");
  expect(result.model.site).toMatchObject({ title: "Gopher Notes", language: "de" });
  expect(result.model.site.copyright).toBe(`${new Date().getFullYear()} Gopher Notes`);
  const posting = result.model.structuredData.find((item) => item["@type"] === "BlogPosting");
  expect(JSON.stringify(posting)).toContain('"name":"Gopher Notes"');
});

test("a site.json with a wrong key is logged to the console and its default used", async () => {
  const result = await loadPage(
    "/insights/no-meta",
    sourceOf({
      [MANIFEST_PATH]: manifest,
      "assets/content/site.json": '{ "title": 7 }',
      "assets/content/blogs/insights/no-meta.md": "Text.\n",
    }),
  );
  if (!result.found) throw new Error("not found");
  expect(result.model.site.title).toBe("Domain Chronicle");
  expect(result.model.messages.map((message) => message.text)).toContainEqual(
    expect.stringMatching(/^site.json "title": /),
  );
});

test("an HTML page where site.json should be (a host's fallback for a missing file) is no site.json", async () => {
  const result = await loadPage(
    "/insights/no-meta",
    sourceOf({
      [MANIFEST_PATH]: manifest,
      "assets/content/site.json": "<!DOCTYPE html><html></html>",
      "assets/content/blogs/insights/no-meta.md": "Text.\n",
    }),
  );
  if (!result.found) throw new Error("not found");
  expect(result.model.site.title).toBe("Domain Chronicle");
  expect(result.model.messages).toEqual([]);
});
