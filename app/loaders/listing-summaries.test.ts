import { expect, test } from "vitest";
import { MANIFEST_PATH } from "#app/content/index.ts";
import { renderMarkdown } from "#app/markdown/index.ts";
import { sanitize } from "#app/markdown/index.server.ts";
import { readFileSync } from "node:fs";
import { loadPage, type ContentSource } from "./load-page.ts";

/** Sample posts from public blog starters (app/analysis/fixtures/real-posts/README.md). */
const readFixture = (name: string) => readFileSync(`app/analysis/fixtures/${name}`, "utf8");

const MANIFEST = JSON.stringify([
  { type: "blog", status: "done", url: "/blogs/style-guide", title: "Markdown Style Guide" },
  { type: "blog", status: "done", url: "/blogs/welcome", title: "Welcome to Jekyll!" },
  { type: "blog", status: "done", url: "/blogs/bare", title: "Bare" },
  { type: "review", status: "done", url: "/reviews/sedo", title: "Sedo" },
]);

const FILES: Record<string, string> = {
  [MANIFEST_PATH]: MANIFEST,
  "assets/content/blogs/blogs/style-guide.md": readFixture(
    "real-posts/astro-markdown-style-guide.md",
  ),
  "assets/content/blogs/blogs/welcome.md": readFixture("real-posts/jekyll-welcome.md"),
  "assets/content/blogs/blogs/bare.md": "Just text.\n",
  "assets/content/reviews/reviews/sedo.md":
    "<!-- DATA\ndate=2024-02-30\nsummary=Where premium names sell.\n-->\n# Sedo\n",
};

const source: ContentSource = {
  readText: async (sitePath) => FILES[sitePath] ?? Promise.reject(new Error(sitePath)),
  renderMarkdown: (markdown, slugs) => renderMarkdown(markdown, sanitize, slugs),
  baseUrl: "https://example.com",
  log: { error: () => {}, warn: () => {} },
};

async function linksOf(path: string) {
  const result = await loadPage(path, source);
  if (!result.found) throw new Error("not found");
  return result.model.page.links;
}

test("a listing shows each entry's date and description where its file gives them", async () => {
  expect(await linksOf("/blogs")).toEqual([
    {
      url: "/blogs/style-guide",
      title: "Markdown Style Guide",
      date: { iso: "2022-07-01", label: "1 Jul 2022" },
      description:
        "Here is a sample of some basic Markdown syntax that can be used when writing Markdown content in Astro.",
    },
    {
      url: "/blogs/welcome",
      title: "Welcome to Jekyll!",
      date: { iso: "2019-11-28", label: "28 Nov 2019" },
    },
    { url: "/blogs/bare", title: "Bare" },
  ]);
});

test("a review listing reads review files; a DATA summary describes, an impossible date is left out", async () => {
  expect(await linksOf("/reviews")).toEqual([
    { url: "/reviews/sedo", title: "Sedo", description: "Where premium names sell." },
  ]);
});

test("a scheduled entry with no date of its own is listed with its publishAt as its date", async () => {
  const scheduled = {
    type: "blog",
    status: "done",
    url: "/blogs/bare",
    title: "Bare",
    publishAt: "2020-12-07T09:00:00+01:00",
  };
  const files = { ...FILES, [MANIFEST_PATH]: JSON.stringify([scheduled]) };
  const result = await loadPage("/blogs", {
    ...source,
    readText: async (sitePath) => files[sitePath] ?? Promise.reject(new Error(sitePath)),
  });
  if (!result.found) throw new Error("not found");
  expect(result.model.page.links?.[0]?.date).toEqual({
    iso: "2020-12-07T08:00:00.000Z",
    label: "7 Dec 2020",
  });
});
