/**
 * The closing lines of `npm test` (tools/test.ts): the browser tests that passed only on a retry,
 * counted and named, then `N passed, N failed`, always the last line.
 */

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; tests: { projectName: string; status: string }[] }[];
}

/** What tools/test.ts reads of Playwright's JSON report. */
export interface PlaywrightReport {
  stats?: { expected?: number; unexpected?: number; flaky?: number };
  suites?: PlaywrightSuite[];
}

/** The browser tests that failed and then passed on a retry: `file › title [project]`. */
export function flakyTests(report: PlaywrightReport): string[] {
  const names: string[] = [];
  const visit = (suite: PlaywrightSuite, file: string) => {
    for (const spec of suite.specs ?? []) {
      for (const run of spec.tests) {
        if (run.status !== "flaky") continue;
        names.push(`${file} › ${spec.title}${run.projectName ? ` [${run.projectName}]` : ""}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, file);
  };
  for (const suite of report.suites ?? []) visit(suite, suite.file ?? suite.title);
  return names;
}

/** `N passed only on a retry` (with each name), then `N passed, N failed`. */
export function closingLines(passed: number, failed: number, retried: readonly string[]): string[] {
  const count = `${retried.length} passed only on a retry${retried.length > 0 ? ":" : ""}`;
  return [count, ...retried.map((name) => `  ${name}`), `${passed} passed, ${failed} failed`];
}
