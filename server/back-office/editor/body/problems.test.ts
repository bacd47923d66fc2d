/**
 * The problems panel's text work: a refused save's message read back into findings, the summary
 * read out, and a finding's line and column as an offset in the body's text.
 */
import { expect, test } from "vitest";
import { parseFindings } from "#server/back-office/proxy/finding.ts";
import { summarize } from "./problems-panel.tsx";

test("a refused save's message: each checker line is a finding, other lines are not", () => {
  const message =
    "API_ERROR: the checker refused the save:\nblogs/a.md:64:26: error: no link go:x in links.json\ncontent-manifest.json:3:3: warning: gone (another entry's error)";
  expect(parseFindings(message)).toEqual([
    {
      file: "blogs/a.md",
      line: 64,
      column: 26,
      severity: "error",
      message: "no link go:x in links.json",
      text: "blogs/a.md:64:26: error: no link go:x in links.json",
    },
    {
      file: "content-manifest.json",
      line: 3,
      column: 3,
      severity: "warning",
      message: "gone (another entry's error)",
      text: "content-manifest.json:3:3: warning: gone (another entry's error)",
    },
  ]);
  expect(parseFindings("blogs/a.md was changed by someone else")).toEqual([]);
});

test("the summary counts errors and warnings apart", () => {
  const finding = (severity: "error" | "warning") => ({
    file: "a.md",
    line: 1,
    column: 1,
    severity,
    message: "m",
    text: "t",
  });
  expect(summarize([])).toBe("No problems");
  expect(summarize([finding("error"), finding("error"), finding("warning")])).toBe(
    "2 errors, 1 warning",
  );
  expect(summarize([finding("warning"), finding("warning")])).toBe("2 warnings");
});
