/** CSV as `npm run clicks -- --csv` and the dashboard's downloads write it. */

/** RFC 4180, and no formula injection when the file is opened in a spreadsheet. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A header line and the rows, each cell through `csvCell`, one line each. */
export function csvLines(lines: readonly (readonly string[])[]): string {
  return lines.map((line) => line.map(csvCell).join(",")).join("\n") + "\n";
}
