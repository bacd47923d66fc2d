/**
 * A downloaded report → commissions. The header is the first row naming every column the
 * layout needs (Amazon's file opens with a title line); a row that cannot be read is reported
 * with its line and left out, never guessed.
 */
import { createHash } from "node:crypto";
import { parseContentDate } from "#app/analysis/index.ts";
import { dayStart, isDay } from "#app/content/index.ts";
import { FIELDS, REQUIRED, simplify, type Field, type Layout, type Network } from "./networks.ts";
import { readCsv } from "./read-csv.ts";

export interface Commission {
  network: Network;
  /** The network's transaction id; for a report without one, a digest of the row. */
  transactionId: string;
  /** UTC `YYYY-MM-DD`. */
  day: string;
  /** In cents (hundredths of the report's currency); negative for a reversal. */
  amountCents: number;
  saleCents: number;
  /** Orders (items shipped for Amazon); 1 a row when the report does not say. */
  orders: number;
  subId: string;
  trackingId: string;
}

export interface ReadReport {
  commissions: Commission[];
  problems: string[];
}

export function readReport(text: string, network: Network, layout: Layout): ReadReport {
  const rows = readCsv(text);
  const headerAt = rows.findIndex((row) => columnsOf(row, layout) !== undefined);
  const columns = headerAt === -1 ? undefined : columnsOf(rows[headerAt] ?? [], layout);
  if (!columns) {
    const wanted = REQUIRED.map((field) => `${field} (${(layout[field] ?? []).join(" or ")})`);
    return { commissions: [], problems: [`no header row with the columns ${wanted.join(", ")}`] };
  }
  const commissions: Commission[] = [];
  const problems: string[] = [];
  const seen = new Map<string, number>();
  rows.slice(headerAt + 1).forEach((row, index) => {
    const line = headerAt + index + 2;
    const cell = (field: Field) => {
      const at = columns.get(field);
      return at === undefined ? "" : (row[at] ?? "").trim();
    };
    const day = readDay(cell("day"));
    const amountCents = readCents(cell("amount"));
    if (day === undefined || amountCents === undefined) {
      problems.push(
        `line ${line}: no readable day or amount ("${cell("day")}", "${cell("amount")}"): skipped`,
      );
      return;
    }
    let transactionId = cell("transaction");
    if (transactionId === "") {
      // The same row twice in one file is two sales: the occurrence keeps them apart.
      const digest = createHash("sha256").update(row.join("\u0000")).digest("hex").slice(0, 24);
      const count = (seen.get(digest) ?? 0) + 1;
      seen.set(digest, count);
      transactionId = `row-${digest}-${count}`;
    }
    const orders = cell("orders") === "" ? 1 : Number.parseInt(cell("orders"), 10) || 0;
    commissions.push({
      network,
      transactionId,
      day,
      amountCents,
      saleCents: readCents(cell("sale")) ?? 0,
      orders,
      subId: cell("subid"),
      trackingId: cell("tracking"),
    });
  });
  return { commissions, problems };
}

/** Column index of each field the row names; undefined when a required one is missing. */
function columnsOf(row: readonly string[], layout: Layout): Map<Field, number> | undefined {
  const byName = new Map(row.map((name, index) => [simplify(name), index]));
  const columns = new Map<Field, number>();
  for (const field of FIELDS) {
    const at = (layout[field] ?? [])
      .map((name) => byName.get(simplify(name)))
      .find((i) => i !== undefined);
    if (at !== undefined) columns.set(field, at);
  }
  const joinable = columns.has("subid") || columns.has("tracking");
  return REQUIRED.every((field) => columns.has(field)) && joinable ? columns : undefined;
}

/**
 * `2026-11-03`, `2026-11-03T10:00:00-08:00` (the day as written), `11/03/2026` (US),
 * `03.11.2026`, `Nov 3, 2026`, `3 November 2026`; undefined for no real day (`2026-02-30`,
 * `Feb 30, 2026`). Whether a day is real is the days module's (`dayStart`, `isDay`) and the
 * English forms are the page dates' (`parseContentDate`): a report reads a day as a page does.
 */
export function readDay(value: string): string | undefined {
  const text = value.trim();
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:$|\s)/.exec(text);
  const eu = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:$|\s)/.exec(text);
  const parts = us ? [us[3], us[1], us[2]] : eu ? [eu[3], eu[2], eu[1]] : undefined;
  if (parts) {
    const time = dayStart(Number(parts[0]), Number(parts[1]), Number(parts[2]));
    return time === undefined ? undefined : new Date(time).toISOString().slice(0, 10);
  }
  const iso = /^\d{4}-\d{2}-\d{2}(?=$|[T ])/.exec(text)?.[0];
  if (iso !== undefined) return isDay(iso) ? iso : undefined;
  return parseContentDate(text)?.day;
}

/** `$1,234.56`, `1234.5`, `-3.00`, `(3.00)` → cents; undefined for anything else. */
export function readCents(value: string): number | undefined {
  const negative = /^\(.*\)$/.test(value) || value.includes("-");
  const digits = value.replace(/[^\d.]/g, "");
  if (!/^\d+(\.\d+)?$/.test(digits)) return undefined;
  const cents = Math.round(Number(digits) * 100);
  return negative ? -cents : cents;
}
