/**
 * A downloaded report → commissions. The header is the first row naming every column the
 * layout needs (Amazon's file opens with a title line), read with the separator (comma, tab,
 * semicolon) under which such a row exists; a byte order mark is dropped and a closing totals
 * row skipped. Each row keeps its network's status (as a state) and its currency: the one its
 * amount column names (CJ's `…Usd`, Amazon's `Ad Fees($)`), else the report's currency column,
 * else `--currency`. Days written with slashes are read in one order for the whole file, the one
 * its own days settle (`slashOrder`). A row that cannot be read is reported with its line and
 * left out, never guessed.
 */
import { createHash } from "node:crypto";
import {
  FIELDS,
  REQUIRED,
  simplify,
  stateOf,
  type Field,
  type Layout,
  type Network,
  type State,
} from "./networks.ts";
import { readCsv, SEPARATORS, type CsvRow } from "./read-csv.ts";
import { readCents, readDay, slashOrder } from "./read-values.ts";

export interface Commission {
  /** A report's network, or the name a postback was configured under. */
  network: string;
  /** The network's transaction id; for a report without one, a digest of the row. */
  transactionId: string;
  /** UTC `YYYY-MM-DD`. */
  day: string;
  /** In cents (hundredths of `currency`); negative for a correction. */
  amountCents: number;
  saleCents: number;
  /** Orders (items shipped for Amazon); 1 a row when the report does not say. */
  orders: number;
  subId: string;
  trackingId: string;
  state: State;
  /** The status word as the network wrote it ("" when the report has none). */
  networkStatus: string;
  /** ISO 4217 code, upper case. */
  currency: string;
}

export interface ReportProblem {
  /** The file's line (1-based); absent for a problem of the whole file. */
  line?: number;
  message: string;
}

export interface ReadReport {
  commissions: Commission[];
  problems: ReportProblem[];
  /** How the file's slash days were read when none of them settled it. */
  note?: string;
}

const CURRENCY = /^[A-Z]{3}$/;
const TOTALS = /^(grand\s+)?totals?:?$/i;

export function readReport(
  text: string,
  network: Network,
  layout: Layout,
  options: { currency?: string } = {},
): ReadReport {
  const found = findHeader(text, layout);
  if (!found) {
    const wanted = REQUIRED.map((field) => `${field} (${(layout[field] ?? []).join(" or ")})`);
    const message = `no header row with the columns ${wanted.join(", ")} (comma, tab or semicolon separated)`;
    return { commissions: [], problems: [{ message }] };
  }
  const { rows, headerAt, columns, header } = found;
  const amountHeader = header[columns.get("amount") ?? -1] ?? "";
  const named = Object.entries(layout.currencyOf ?? {}).find(
    ([name]) => name === amountHeader.trim(),
  )?.[1];
  const fileCurrency = named ?? options.currency?.toUpperCase();
  if (!columns.has("currency") && fileCurrency === undefined) {
    const message =
      "no currency column: name the report's currency with --currency (e.g. --currency USD)";
    return { commissions: [], problems: [{ message }] };
  }
  const commissions: Commission[] = [];
  const problems: ReportProblem[] = [];
  const seen = new Map<string, number>();
  const body = rows.slice(headerAt + 1);
  const dayAt = columns.get("day") ?? -1;
  const slashes = slashOrder(
    body.map(({ cells }) => cells[dayAt] ?? ""),
    layout.slashDays ?? "month-first",
  );
  for (const { cells: row, line } of body) {
    const cell = (field: Field) => {
      const at = columns.get(field);
      return at === undefined ? "" : (row[at] ?? "").trim();
    };
    const day = readDay(cell("day"), slashes.order);
    const amountCents = readCents(cell("amount"));
    if (day === undefined && row.some((value) => TOTALS.test(value.trim()))) continue;
    if (day === undefined || amountCents === undefined) {
      const message = `no readable day or amount ("${cell("day")}", "${cell("amount")}"): left out`;
      problems.push({ line, message });
      continue;
    }
    const networkStatus = cell("status");
    const state = columns.has("status")
      ? stateOf(layout, networkStatus)
      : (layout.defaultState ?? "pending");
    if (state === undefined) {
      problems.push({ line, message: `unknown status "${networkStatus}": left out` });
      continue;
    }
    // An amount column that names its currency (CJ's `…Usd`) is in it, whatever else the row says.
    const currency = (named ?? (cell("currency") || fileCurrency || "")).toUpperCase();
    if (!CURRENCY.test(currency)) {
      problems.push({ line, message: `no currency code ("${cell("currency")}"): left out` });
      continue;
    }
    const transactionId = cell("transaction") || rowId(row, seen);
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
      state,
      networkStatus,
      currency,
    });
  }
  return { commissions, problems, ...(slashes.note !== undefined && { note: slashes.note }) };
}

/**
 * A row of a report without transaction ids (Amazon's), named by a digest of its cells. The same
 * row twice in one file is two sales: the occurrence (`seen` counts them) keeps them apart.
 */
function rowId(row: readonly string[], seen: Map<string, number>): string {
  const digest = createHash("sha256").update(row.join("\u0000")).digest("hex").slice(0, 24);
  const count = (seen.get(digest) ?? 0) + 1;
  seen.set(digest, count);
  return `row-${digest}-${count}`;
}

/** The first separator under which a row names every column the layout needs. */
function findHeader(text: string, layout: Layout) {
  for (const separator of SEPARATORS) {
    const rows: CsvRow[] = readCsv(text, separator);
    const headerAt = rows.findIndex((row) => columnsOf(row.cells, layout) !== undefined);
    const header = rows[headerAt]?.cells;
    const columns = header && columnsOf(header, layout);
    if (header && columns) return { rows, headerAt, header, columns };
  }
  return undefined;
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
