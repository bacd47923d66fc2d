/** A content finding, reported like a compiler: `path:line:column: severity: message`. */

export type Severity = "error" | "warning";

export interface Finding {
  /** Path of the file, as it should be printed (relative to the cwd). */
  file: string;
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
  severity: Severity;
  message: string;
}

export interface Position {
  line: number;
  column: number;
}

/** Precomputes line starts so many offsets in one file are located quickly. */
export function createLocator(text: string): (offset: number) => Position {
  const starts = [0];
  for (let index = text.indexOf("\n"); index !== -1; index = text.indexOf("\n", index + 1)) {
    starts.push(index + 1);
  }
  return (offset) => {
    const clamped = Math.max(0, Math.min(offset, text.length));
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((starts[middle] ?? 0) <= clamped) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: clamped - (starts[low] ?? 0) + 1 };
  };
}

export function formatFinding(finding: Finding): string {
  const { file, line, column, severity, message } = finding;
  return `${file}:${line}:${column}: ${severity}: ${message}`;
}

/** Orders findings by file, then position, so output is stable. */
export function sortFindings(findings: readonly Finding[]): Finding[] {
  return [...findings].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column,
  );
}

export function countErrors(findings: readonly Finding[]): number {
  return findings.filter((finding) => finding.severity === "error").length;
}

/** `2 errors, 1 warning` / `no problems`. */
export function summarizeFindings(findings: readonly Finding[]): string {
  const errors = countErrors(findings);
  const warnings = findings.length - errors;
  if (findings.length === 0) return "no problems";
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;
  return `${plural(errors, "error")}, ${plural(warnings, "warning")}`;
}
