import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { MANIFEST_PATH, toFolderFile } from "#app/content/index.ts";
import { resolvePage, type ManifestEntry } from "#app/content/index.ts";
import { renderMarkdown } from "#app/markdown/index.ts";
import { sanitize } from "#app/markdown/index.server.ts";
import { readFactsFrom } from "#app/seo/index.ts";
import { knownSummariesIn, openSummaryTable, type SummaryRow } from "./known-summaries.server.ts";
import { summaryFacts } from "./listing-summaries.ts";
import { loadPage, type ContentSource } from "./load-page.ts";

/** Posts from public blog starters (app/analysis/fixtures/real-posts/README.md) and the demo's. */
const fixture = (name: string) => readFileSync(`app/analysis/fixtures/real-posts/${name}`, "utf8");
const ENTRIES: ManifestEntry[] = [
  { type: "blog", status: "done", url: "/blogs/style-guide", title: "Style Guide" },
  { type: "blog", status: "done", url: "/blogs/welcome", title: "Welcome" },
  { type: "blog", status: "done", url: "/blogs/rich", title: "Rich Content" },
  { type: "blog", status: "done", url: "/blogs/short-names", title: "Short Names" },
  { type: "blog", status: "done", url: "/blogs/bare", title: "Bare" },
  { type: "review", status: "done", url: "/reviews/sedo", title: "Sedo" },
];
let files: Record<string, string> = {};

function writeSummaryTable(dir: string, rows: SummaryRow[]): void {
  const table = openSummaryTable(dir);
  for (const row of rows) table.add(row);
  table.close();
}
let buildDir = "";

beforeEach(async () => {
  buildDir = await mkdtemp(path.join(tmpdir(), "known-summaries-"));
  files = {
    [MANIFEST_PATH]: JSON.stringify(ENTRIES),
    "assets/content/blogs/blogs/style-guide.md": fixture("astro-markdown-style-guide.md"),
    "assets/content/blogs/blogs/welcome.md": fixture("jekyll-welcome.md"),
    "assets/content/blogs/blogs/rich.md": fixture("hugo-coder-rich-content.md"),
    "assets/content/blogs/blogs/short-names.md": readFileSync(
      "content/blogs/insights/short-names.md",
      "utf8",
    ),
    "assets/content/blogs/blogs/bare.md": "Just text.\n",
    "assets/content/reviews/reviews/sedo.md":
      "<!-- DATA\ndate=2024-02-30\nsummary=  Where premium names sell.  \n-->\n# Sedo\n",
  };
});
afterEach(async () => {
  await rm(buildDir, { recursive: true, force: true });
});

const readText = async (sitePath: string) =>
  files[sitePath] ?? Promise.reject(new Error(`404 ${sitePath}`));
const hashOf = (text: string) => createHash("sha256").update(text).digest("hex");

function sourceWith(knownSummary?: ContentSource["knownSummary"]): ContentSource {
  return {
    readText,
    ...(knownSummary && { knownSummary }),
    renderMarkdown: (markdown, slugs) => renderMarkdown(markdown, sanitize, slugs),
    baseUrl: "https://example.com",
    log: { error: () => {}, warn: () => {} },
  };
}

async function linksOf(listing: string, source: ContentSource) {
  const result = await loadPage(listing, source);
  if (!result.found) throw new Error(`${listing} not found`);
  return result.model.page.links;
}

/** The rows the build writes: each published file's facts as its feeds read them. */
async function feedRows(): Promise<SummaryRow[]> {
  const readFacts = readFactsFrom(readText);
  const rows: SummaryRow[] = [];
  for (const entry of ENTRIES) {
    const resolution = resolvePage(entry.url, ENTRIES);
    if (!resolution.found) throw new Error(entry.url);
    const { source, layout } = resolution.page;
    const facts = await readFacts(source, layout);
    if (!facts) throw new Error(source);
    // The feeds' facts come from the cache database as JSON.
    const stored = JSON.parse(JSON.stringify(facts)) as typeof facts;
    const file = toFolderFile(source) as string;
    rows.push({ file, layout, contentHash: hashOf(files[source]!), facts: summaryFacts(stored) });
  }
  return rows;
}

test("listings built from the build's table equal listings that analyse every file", async () => {
  writeSummaryTable(buildDir, await feedRows());
  const known = knownSummariesIn(buildDir);
  let answered = 0;
  const counted: typeof known = (...args) => {
    const facts = known(...args);
    if (facts) answered += 1;
    return facts;
  };
  for (const listing of ["/blogs", "/reviews"]) {
    const analysed = await linksOf(listing, sourceWith());
    expect(await linksOf(listing, sourceWith(counted))).toEqual(analysed);
  }
  // Every listed file was answered from the table, none analysed.
  expect(answered).toBe(ENTRIES.length);
  expect(await linksOf("/reviews", sourceWith())).toEqual([
    { url: "/reviews/sedo", title: "Sedo", description: "Where premium names sell." },
  ]);
});

test("a row answers only for the text it was written for; a dropped row is analysed again", async () => {
  const file = "assets/content/blogs/blogs/bare.md";
  const row: SummaryRow = {
    file: "blogs/blogs/bare.md",
    layout: "post",
    contentHash: hashOf(files[file]!),
    facts: { date: "2020-01-02", description: "From the table" },
  };
  expect(toFolderFile(file)).toBe(row.file);
  writeSummaryTable(buildDir, [row]);
  const bare = async () =>
    (await linksOf("/blogs", sourceWith(knownSummariesIn(buildDir))))?.find(
      (link) => link.url === "/blogs/bare",
    );
  expect(await bare()).toEqual({
    url: "/blogs/bare",
    title: "Bare",
    date: { iso: "2020-01-02", label: "2 Jan 2020" },
    description: "From the table",
  });
  // The owner saved the file: the row is for the old text.
  files[file] = "Just text, edited.\n";
  expect(await bare()).toEqual({ url: "/blogs/bare", title: "Bare" });
  // A later build wrote the table without the file.
  files[file] = "Just text.\n";
  writeSummaryTable(buildDir, []);
  expect(await bare()).toEqual({ url: "/blogs/bare", title: "Bare" });
});

test("a cache database that is not one: every listed file is analysed, the listing renders", async () => {
  await mkdir(path.join(buildDir, "cache"), { recursive: true });
  await writeFile(
    path.join(buildDir, "cache", "build-cache.sqlite"),
    "not a database\n".repeat(99),
  );
  const analysed = await linksOf("/blogs", sourceWith());
  expect(await linksOf("/blogs", sourceWith(knownSummariesIn(buildDir)))).toEqual(analysed);
});

test("a build folder without the table: every listed file is analysed", async () => {
  const missing = path.join(buildDir, "shipped-without-cache");
  const analysed = await linksOf("/blogs", sourceWith());
  expect(await linksOf("/blogs", sourceWith(knownSummariesIn(missing)))).toEqual(analysed);
  expect(analysed?.find((link) => link.url === "/blogs/style-guide")).toMatchObject({
    date: { iso: "2022-07-01" },
  });
});
