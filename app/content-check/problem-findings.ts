/** An analysis's problems as the checker's findings, at their line and column in the file. */
import type { ContentProblem } from "#app/analysis/index.ts";
import { createLocator, type Finding } from "./finding.ts";

export function toFindings(
  text: string,
  file: string,
  problems: readonly ContentProblem[],
): Finding[] {
  if (problems.length === 0) return [];
  const locate = createLocator(text);
  return problems.map((problem) => ({
    file,
    ...locate(problem.offset),
    severity: problem.severity,
    message: problem.detail
      ? `${problem.message}: ${withoutJsonPosition(problem.detail)}`
      : problem.message,
  }));
}

/** A JSON error's own position counts from the block, not the file: the finding has the right one. */
function withoutJsonPosition(detail: string): string {
  return detail.replace(/,? in JSON at position \d+.*$/s, "");
}
