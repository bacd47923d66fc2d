/**
 * `npm test`: lint, dead code (knip), format check, typecheck, unit tests, browser tests, in that order, then
 * how many tests passed only on a retry (each named: a test that needs one is a bug to find, not
 * a pass to keep) and one summary line `N passed, N failed` (lint, format and typecheck count as
 * one test each). Exits 1 if anything failed. Unit tests run without retries (Vitest's `retry`
 * is 0); browser tests are retried once on CI (playwright.config.ts).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { closingLines, flakyTests, type PlaywrightReport } from "./test-summary.ts";

const reports = path.resolve(".tmp", "test-reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n▶ ${label}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

function countCheck(ok: boolean): void {
  if (ok) passed++;
  else failed++;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

countCheck(run("lint", "npx", ["eslint", "."]));
countCheck(run("dead code", "npx", ["knip"]));
countCheck(run("format", "npx", ["prettier", "--check", "."]));
countCheck(run("typecheck", "npm", ["run", "typecheck"]));

const vitestReport = path.join(reports, "vitest.json");
const unitOk = run("unit tests", "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile=${vitestReport}`,
]);
const unit = readJson(vitestReport) as
  { numPassedTests?: number; numFailedTests?: number } | undefined;
passed += unit?.numPassedTests ?? 0;
failed += unit?.numFailedTests ?? 0;
if (!unitOk && !unit?.numFailedTests) failed++;

const e2eReport = path.join(reports, "playwright.json");
const e2eOk = run("browser tests", "npx", ["playwright", "test"], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
});
const e2e = readJson(e2eReport) as PlaywrightReport | undefined;
passed += (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
failed += e2e?.stats?.unexpected ?? 0;
if (!e2eOk && !e2e?.stats?.unexpected) failed++;

console.log(`\n${closingLines(passed, failed, e2e ? flakyTests(e2e) : []).join("\n")}`);
process.exit(failed > 0 ? 1 : 0);
