/**
 * A checker finding as the back office hands it to the editor: the check of a save or of typed
 * text (check-save.ts, check-text.ts) sends these, and the editor's problems panel reads them,
 * or parses them back from a save's answer, whose findings come as the checker's lines. Browser
 * code too (the editor imports it: tools/lint/layers.ts).
 */
export interface CheckedFinding {
  file: string;
  line: number;
  column: number;
  severity: "error" | "warning";
  message: string;
  /** `file:line:col: severity: message`, as `npm run check-content` prints it. */
  text: string;
}

/** The checker's lines in `text` (a refused save's message, a save's warnings) as findings. */
export function parseFindings(text: string): CheckedFinding[] {
  const found: CheckedFinding[] = [];
  for (const line of text.split("\n")) {
    const match = /^(.+?):(\d+):(\d+): (error|warning): (.*)$/.exec(line.trim());
    if (!match) continue;
    const [, file = "", row = "", column = "", severity, message = ""] = match;
    found.push({
      file,
      line: Number(row),
      column: Number(column),
      severity: severity === "error" ? "error" : "warning",
      message,
      text: line.trim(),
    });
  }
  return found;
}
