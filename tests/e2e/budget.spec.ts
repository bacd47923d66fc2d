import { DEMO_PAGE_PATHS } from "#tools/bench/page-types.ts";
import { measureFirstLoad } from "#tools/bench/first-load.ts";
import { expect, test } from "#tests/support/fixtures.ts";

/**
 * First-load JavaScript of a prerendered page, gzip (docs/benchmarks.md). Bytes are deterministic.
 * 115.25 KB since decision 064: a tab open across a deploy reloads once, the fallback has a title.
 */
const BUDGET_BYTES = 115.25 * 1024;

test("each page type loads at most 115.25 KB of JavaScript (gzip) before it is interactive @desktop", async ({
  baseURL,
}) => {
  for (const path of DEMO_PAGE_PATHS) {
    const { gzipBytes, scripts } = await measureFirstLoad(`${baseURL}${path}`);
    expect(scripts.length, path).toBeGreaterThan(0);
    expect(gzipBytes, `${path}: ${scripts.join(", ")}`).toBeLessThanOrEqual(BUDGET_BYTES);
  }
});

test("the markdown parser and sanitizer are not part of a prerendered page's first load @desktop", async ({
  baseURL,
}) => {
  const { scripts } = await measureFirstLoad(`${baseURL}/insights/short-names`);
  expect(scripts.filter((script) => /client-loader|marked|purify/i.test(script))).toEqual([]);
});
