/**
 * `npm run clicks -- --earnings [--by page|slug|placement|target|day|page-placement|page-target] [--since D] [--until D]
 * [--json|--csv]`: per key and currency, the money pending, approved and declined, orders,
 * conversion rate and EPC with its split beside clicks, read through the same figures and
 * columns as the dashboard (server/clicks/earnings/earnings-figures.ts).
 */
import { isDay } from "#app/content/index.ts";
import { csvLines } from "#server/clicks/csv.ts";
import {
  EARNINGS_COLUMNS,
  earningsCells,
  FIGURE_GROUPINGS,
  type EarningsFigure,
  type FigureGrouping,
} from "#server/clicks/earnings/earnings-figures.ts";

export interface EarningsArgs {
  by: FigureGrouping;
  range: { from: string; to: string };
  format: "table" | "json" | "csv";
}

export function parseEarningsArgs(argv: readonly string[]): EarningsArgs | { error: string } {
  const args: EarningsArgs = {
    by: "page",
    range: { from: "0000-01-01", to: "9999-12-31" },
    format: "table",
  };
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] ?? "";
    const [name, inline] = arg.includes("=") ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    const value = () => inline ?? argv[++index] ?? "";
    if (name === "--earnings") continue;
    if (name === "--json" || name === "--csv") args.format = name === "--json" ? "json" : "csv";
    else if (name === "--since" || name === "--until") {
      const day = value();
      if (!isDay(day)) return { error: `${name} needs a date like 2026-11-01, got "${day}"` };
      args.range[name === "--since" ? "from" : "to"] = day;
    } else if (name === "--by") {
      const by = value();
      if (!(FIGURE_GROUPINGS as readonly string[]).includes(by)) {
        return {
          error: `--by with --earnings takes one of ${FIGURE_GROUPINGS.join(", ")}, got "${by}"`,
        };
      }
      args.by = by as FigureGrouping;
    } else return { error: `unknown argument "${arg}"` };
  }
  return args;
}

export function formatEarnings(rows: readonly EarningsFigure[], args: EarningsArgs): string {
  const cells = rows.map((row) => [row.key, ...earningsCells(row)]);
  const header = [args.by, ...EARNINGS_COLUMNS];
  if (args.format === "json") {
    const json = rows.map(({ key, ...figures }) => ({ [args.by]: key, ...figures }));
    return `${JSON.stringify(json, null, 2)}\n`;
  }
  if (args.format === "csv") return csvLines([header, ...cells]);
  if (rows.length === 0) return "no earnings recorded\n";
  const shown = cells.map(([key = "", ...rest]) => [key === "" ? "(none)" : key, ...rest]);
  const widths = header.map((name, at) =>
    Math.max(name.length, ...shown.map((line) => line[at]?.length ?? 0)),
  );
  const pad = (line: readonly string[]) =>
    line
      .map((cell, at) => (at === 0 ? cell.padEnd(widths[at] ?? 0) : cell.padStart(widths[at] ?? 0)))
      .join("  ");
  return (
    [pad(header), pad(widths.map((width) => "-".repeat(width))), ...shown.map(pad)].join("\n") +
    "\n"
  );
}
