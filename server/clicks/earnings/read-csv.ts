/**
 * A network's report as rows of cells: RFC 4180 (quoted cells, doubled quotes, line breaks in
 * quotes), with the separator the caller chose (a comma, a tab or a semicolon: the reader tries
 * each against the header, since Amazon's file opens with a title line), a UTF-8 byte order
 * mark dropped. Each row keeps the line of the file it starts on, so a problem names it.
 */
export interface CsvRow {
  cells: string[];
  /** 1-based line of the file where the row starts. */
  line: number;
}

export const SEPARATORS = [",", "\t", ";"] as const;

export function readCsv(text: string, separator: string): CsvRow[] {
  const source = text.replace(/^\uFEFF/, "");
  const rows: CsvRow[] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  for (let at = 0; at < source.length; at++) {
    const char = source[at];
    if (char === "\n" || (char === "\r" && source[at + 1] !== "\n")) line += 1;
    if (quoted) {
      if (char === '"' && source[at + 1] === '"') {
        cell += '"';
        at++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === "") quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && source[at + 1] === "\n") {
        at++;
        line += 1;
      }
      row.push(cell);
      rows.push({ cells: row, line: rowLine });
      row = [];
      cell = "";
      rowLine = line;
    } else cell += char;
  }
  if (cell !== "" || row.length > 0) rows.push({ cells: [...row, cell], line: rowLine });
  return rows.filter((each) => each.cells.some((value) => value.trim() !== ""));
}
