/** Everything an import could not convert as it was, with the source file and line. */

export interface ImportReport {
  file: string;
  line?: number;
  message: string;
}

export class Reporter {
  readonly reports: ImportReport[] = [];

  add(file: string, line: number | undefined, message: string): void {
    this.reports.push(line === undefined ? { file, message } : { file, line, message });
  }
}

/** The 1-based line of `index` in `text`, plus the line the text itself starts at in its file. */
export function lineAt(text: string, index: number, firstLine = 1): number {
  let line = firstLine;
  for (let at = text.indexOf("\n"); at !== -1 && at < index; at = text.indexOf("\n", at + 1))
    line += 1;
  return line;
}

export function formatReport(report: ImportReport): string {
  const where = report.line === undefined ? report.file : `${report.file}:${report.line}`;
  return `${where}: ${report.message}`;
}
