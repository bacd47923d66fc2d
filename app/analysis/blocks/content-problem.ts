/**
 * Problems found in a markdown file, reported as data so that the runtime (console), the build
 * log and the content checker (`path:line:column`) all describe them the same way.
 */

export interface ContentProblem {
  /** `error`: something the author wrote is not shown; `warning`: shown, but likely a mistake. */
  severity: "error" | "warning";
  /** One line for the console; the exact text docs/authoring.md promises, where it names one. */
  message: string;
  /** Character offset in the markdown file where the problem starts (0-based). */
  offset: number;
  /** Extra explanation for the checker (e.g. the JSON parser's message); never logged alone. */
  detail?: string;
}

export function contentError(message: string, offset: number, detail?: string): ContentProblem {
  return detail === undefined
    ? { severity: "error", message, offset }
    : { severity: "error", message, offset, detail };
}

export function contentWarning(message: string, offset: number, detail?: string): ContentProblem {
  return detail === undefined
    ? { severity: "warning", message, offset }
    : { severity: "warning", message, offset, detail };
}
