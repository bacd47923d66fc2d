/**
 * Site search cost (docs/benchmarks.md). Two modes:
 *   node tools/bench/bench-search.ts --site-url http://127.0.0.1:3000
 *     the built demo site: bytes of search before the dialog opens, then of opening it and one query
 *   node tools/bench/bench-search.ts --pages 3000 [--query escrow]
 *     a generated site (tools/search/generate-pages.ts): index build time and what queries fetch
 */
import { chromium } from "@playwright/test";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "#tests/support/chromium.ts";
import { parseCommandLine } from "#tools/cli/command-line.ts";
import { buildSearchIndex } from "#tools/search/build-search-index.ts";
import { generatePages } from "#tools/search/generate-pages.ts";
import { recordTransfers, runIndexQuery } from "./search-transfer.ts";

const USAGE =
  "usage: npm run bench:search -- --site-url http://127.0.0.1:3000 | --pages 3000 [--query escrow]";
const { values } = parseCommandLine("bench:search", USAGE, {
  options: {
    "site-url": { type: "string" },
    pages: { type: "string" },
    query: { type: "string", default: "escrow" },
  },
});
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage();
const transfers = recordTransfers(page);

if (values["site-url"]) {
  await page.goto(values["site-url"]);
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
  const before = await transfers.take();
  const searchBefore = before.files.filter((file) => /search/i.test(file));
  console.log(`before the dialog opens: ${searchBefore.length} search requests, 0 bytes of search`);
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByLabel("Search posts, reviews and FAQs").fill(values.query);
  await page.getByRole("list", { name: "Search results" }).waitFor();
  await page.waitForLoadState("networkidle");
  const query = await transfers.take();
  console.log(`open + query "${values.query}": ${query.requests} requests, ${kb(query.bytes)}`);
  for (const file of query.files) console.log(`  ${file}`);
} else {
  const count = Number(values.pages ?? 3000);
  const dir = path.resolve(".tmp", `search-bench-${count}`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const htmlBytes = await generatePages(dir, count);
  const index = await buildSearchIndex(dir);
  console.log(
    `${count} generated pages (${kb(htmlBytes)} of HTML): index built in ${index.milliseconds} ms`,
  );
  for (const term of [values.query, "kalomi", "zzzz"]) {
    const query = await runIndexQuery(dir, term);
    console.log(
      `query "${term}" (${query.found} pages): ${query.requests} requests, ${kb(query.bytes)} (brotli)`,
    );
  }
  await rm(dir, { recursive: true, force: true });
}
await browser.close();
