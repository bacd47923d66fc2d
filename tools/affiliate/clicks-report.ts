/** `npm run clicks`: its arguments and its three output formats (table, JSON, CSV). */
import {
  GROUPINGS,
  type Grouping,
  type ReportQuery,
  type ReportRow,
} from "#server/clicks/click-store.ts";
import { isDay } from "#app/content/index.ts";
import { csvLines } from "#server/clicks/csv.ts";

export type ReportFormat = "table" | "json" | "csv";
export type ReportArgs = { query: ReportQuery; format: ReportFormat } | { error: string };

export const USAGE =
  "usage: npm run clicks -- [--since YYYY-MM-DD] [--until YYYY-MM-DD] [--by slug|page|day|country|device|placement|target[,…]] [--json|--csv] (--earnings: earnings, orders, conversion and EPC --by page|slug|placement|target|day)";

export function parseReportArgs(argv: readonly string[]): ReportArgs {
  const by: Grouping[] = [];
  const range: { since?: string; until?: string } = {};
  let format: ReportFormat = "table";
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] ?? "";
    const [name, inline] = arg.includes("=") ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    const value = () => inline ?? argv[++index];
    if (name === "--json" || name === "--csv") {
      format = name === "--json" ? "json" : "csv";
    } else if (name === "--since" || name === "--until") {
      const day = value() ?? "";
      if (!isDay(day)) return { error: `${name} needs a date like 2026-11-01, got "${day}"` };
      range[name === "--since" ? "since" : "until"] = day;
    } else if (name === "--by") {
      for (const column of (value() ?? "").split(",")) {
        if (!(GROUPINGS as readonly string[]).includes(column)) {
          return { error: `--by takes ${GROUPINGS.join(", ")}, got "${column}"` };
        }
        if (!by.includes(column as Grouping)) by.push(column as Grouping);
      }
    } else {
      return { error: `unknown argument "${arg}"` };
    }
  }
  const query: ReportQuery = { by: by.length > 0 ? by : ["slug"], ...range };
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
    return csvLines([columns, ...cells]);
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
