/** The manifest's published pages whose markdown file is not in the folder. */
import type { LocatedEntry } from "./check-manifest.ts";
import type { Finding } from "./finding.ts";
import type { PageUse } from "./page-usage.ts";

/** A published page whose file is missing: an error for a `done` entry, a warning otherwise. */
export function findMissingFiles(
  uses: PageUse[],
  entries: LocatedEntry[],
  files: ReadonlySet<string>,
  folder: { displayPath(file: string): string },
  manifestPath: string,
): Finding[] {
  const findings: Finding[] = [];
  const byEntry = new Map(entries.map((located) => [located.entry, located]));
  for (const use of uses) {
    if (!use.published || files.has(use.file)) continue;
    const located = use.entry && byEntry.get(use.entry);
    if (located) {
      const { line, column } = located;
      const message = `${located.entry.url} is done but its file ${use.file} is missing`;
      findings.push({ file: manifestPath, line, column, severity: "error", message });
    } else {
      const message = `the file is missing: its ${use.layout} page shows no text`;
      findings.push({
        file: folder.displayPath(use.file),
        line: 1,
        column: 1,
        severity: "warning",
        message,
      });
    }
  }
  return findings;
}
