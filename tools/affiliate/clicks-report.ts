/** `npm run clicks`: its arguments and its three output formats (table, JSON, CSV). */
import {
  GROUPINGS,
  type Grouping,
  type ReportQuery,
  type ReportRow,
} from "#server/clicks/click-store.ts";

export type ReportFormat = "table" | "json" | "csv";
export type ReportArgs = { query: ReportQuery; format: ReportFormat } | { error: string };

export const USAGE =
  "usage: npm run clicks -- [--since YYYY-MM-DD] [--by slug|page|day[,…]] [--json|--csv]";

export function parseReportArgs(argv: readonly string[]): ReportArgs {
  const by: Grouping[] = [];
  let since: string | undefined;
  let format: ReportFormat = "table";
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] ?? "";
    const [name, inline] = arg.includes("=") ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    const value = () => inline ?? argv[++index];
    if (name === "--json" || name === "--csv") {
      format = name === "--json" ? "json" : "csv";
    } else if (name === "--since") {
      since = value();
      if (!since || !/^\d{4}-\d{2}-\d{2}$/.test(since) || Number.isNaN(Date.parse(since))) {
        return { error: `--since needs a date like 2026-11-01, got "${since ?? ""}"` };
      }
    } else if (name === "--by") {
      for (const column of (value() ?? "").split(",")) {
        if (!(GROUPINGS as readonly string[]).includes(column)) {
          return { error: `--by takes slug, page or day, got "${column}"` };
        }
        if (!by.includes(column as Grouping)) by.push(column as Grouping);
      }
    } else {
      return { error: `unknown argument "${arg}"` };
    }
  }
  const query: ReportQuery = { by: by.length > 0 ? by : ["slug"], ...(since && { since }) };
  return { query, format };
}

export function formatReport(
  rows: readonly ReportRow[],
  by: readonly Grouping[],
  format: ReportFormat,
): string {
  const columns = [...by, "clicks"] as const;
  const cells = rows.map((row) => columns.map((column) => String(row[column] ?? "")));
  if (format === "json") {
    const ordered = rows.map((row) =>
      Object.fromEntries(columns.map((column) => [column, row[column] ?? ""])),
    );
    return `${JSON.stringify(ordered, null, 2)}\n`;
  }
  if (format === "csv") {
    return [columns, ...cells].map((line) => line.map(csvCell).join(",")).join("\n") + "\n";
  }
  if (rows.length === 0) return "no clicks recorded\n";
  const shown = cells.map((line) =>
    line.map((cell, index) => (index < by.length && cell === "" ? "(none)" : cell)),
  );
  const widths = columns.map((column, index) =>
    Math.max(column.length, ...shown.map((line) => line[index]?.length ?? 0)),
  );
  const pad = (line: readonly string[]) =>
    line
      .map((cell, index) =>
        index === line.length - 1
          ? cell.padStart(widths[index] ?? 0)
          : cell.padEnd(widths[index] ?? 0),
      )
      .join("  ")
      .trimEnd();
  const rule = widths.map((width) => "-".repeat(width));
  return [pad(columns), pad(rule), ...shown.map(pad)].join("\n") + "\n";
}

/** RFC 4180, and no formula injection when the file is opened in a spreadsheet. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
