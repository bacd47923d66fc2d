/**
 * `npm test`'s closing lines count the browser tests that passed only on a retry, read from a
 * real Playwright JSON report: a run of two tests, one of which fails its first try.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { closingLines, flakyTests, type PlaywrightReport } from "./test-summary.ts";

// Inside the repository: the spec resolves @playwright/test from its node_modules.
mkdirSync(".tmp", { recursive: true });
const dir = mkdtempSync(path.resolve(".tmp", "test-summary-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("a test that passed only on its retry is counted and named; the last line stays the sum", () => {
  writeFileSync(
    path.join(dir, "retry.spec.ts"),
    `import { test, expect } from "@playwright/test";
test("steady", () => expect(1).toBe(1));
test("fails its first try", () => expect(test.info().retry).toBe(1));
`,
  );
  writeFileSync(
    path.join(dir, "playwright.config.ts"),
    `export default { testDir: ".", retries: 1, reporter: [["json", { outputFile: "report.json" }]] };\n`,
  );
  const run = spawnSync(
    process.execPath,
    [
      path.resolve("node_modules/@playwright/test/cli.js"),
      "test",
      "--config",
      "playwright.config.ts",
    ],
    { cwd: dir, encoding: "utf8" },
  );
  expect(run.status, run.stderr).toBe(0);
  const report = JSON.parse(
    readFileSync(path.join(dir, "report.json"), "utf8"),
  ) as PlaywrightReport;
  expect(report.stats?.flaky).toBe(1);
  const retried = flakyTests(report);
  expect(retried).toEqual(["retry.spec.ts › fails its first try"]);
  expect(closingLines(2, 0, retried)).toEqual([
    "1 passed only on a retry:",
    `  ${retried[0]}`,
    "2 passed, 0 failed",
  ]);
  expect(closingLines(5, 1, [])).toEqual(["0 passed only on a retry", "5 passed, 1 failed"]);
}, 60_000);
