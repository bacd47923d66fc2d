/**
 * The problems panel under the body (decision 074): the checker's findings for the text as typed
 * and for the last save, errors and warnings listed apart, each a button "line:col message" that
 * moves the cursor there; a finding in another file (another entry's error the save left as it
 * was) names its file and is not a button. The summary ("2 errors, 1 warning", "No problems";
 * "The save was refused: 1 error") is read out as it changes.
 */
import type { CheckedFinding } from "#server/back-office/proxy/finding.ts";

export const PROBLEMS_CSS = `
.site-problems { margin-top: 8px; border: 1px solid #c4c9d2; border-radius: 5px; padding: 6px 10px; }
.site-problems h3 { font-size: 14px; margin: 8px 0 4px; }
.site-problems ul { list-style: none; margin: 0; padding: 0; }
.site-problems li { margin: 2px 0; overflow-wrap: anywhere; }
.site-problems li > button { text-align: left; width: 100%; min-height: 44px; }
.site-problems .site-problems__error h3 { color: #a4161a; }
.site-problems .site-problems__warning h3 { color: #6b4f00; }
.site-problems__summary { margin: 0; font-weight: 600; }
`;

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** "2 errors, 1 warning", or "No problems". */
export function summarize(findings: readonly CheckedFinding[]): string {
  const errors = findings.filter((finding) => finding.severity === "error").length;
  const warnings = findings.length - errors;
  const parts = [
    ...(errors > 0 ? [count(errors, "error")] : []),
    ...(warnings > 0 ? [count(warnings, "warning")] : []),
  ];
  return parts.length === 0 ? "No problems" : parts.join(", ");
}

export function ProblemsPanel(props: {
  /** The file the body is (findings of other files name theirs). */
  file: string | undefined;
  findings: readonly CheckedFinding[];
  /** The findings are a refused save's. */
  refused: boolean;
  onJump(line: number, column: number): void;
}) {
  const groups = [
    { severity: "error", title: "Errors" },
    { severity: "warning", title: "Warnings" },
  ] as const;
  return (
    <section className="site-problems" aria-label="Problems">
      <p className="site-problems__summary" aria-live="polite">
        {props.refused ? "The save was refused: " : ""}
        {summarize(props.findings)}
      </p>
      {groups.map(({ severity, title }) => {
        const listed = props.findings.filter((finding) => finding.severity === severity);
        if (listed.length === 0) return null;
        return (
          <div key={severity} className={`site-problems__${severity}`}>
            <h3>{title}</h3>
            <ul aria-label={title}>
              {listed.map((finding) => (
                <li key={finding.text}>
                  {finding.file === props.file ? (
                    <button
                      type="button"
                      onClick={() => props.onJump(finding.line, finding.column)}
                    >
                      {`${finding.line}:${finding.column} ${finding.message}`}
                    </button>
                  ) : (
                    finding.text
                  )}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
