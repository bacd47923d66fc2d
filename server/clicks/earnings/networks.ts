/**
 * The commission reports publishers download, each read by its documented column names (the
 * test fixtures say where each layout comes from). A report names a commission by the network's
 * own transaction id (Amazon's earnings report has none: the row itself, see `rowId`), its day,
 * its amount, and what ties it to a click: a sub-ID (Impact, CJ, Awin, generic) or the tracking
 * id (Amazon, joined with the day).
 */

export const NETWORKS = ["amazon", "impact", "cj", "awin", "generic"] as const;
export type Network = (typeof NETWORKS)[number];

/** What the importer needs of a row. */
export const FIELDS = [
  "transaction",
  "day",
  "amount",
  "sale",
  "orders",
  "subid",
  "tracking",
  "status",
  "currency",
] as const;
export type Field = (typeof FIELDS)[number];

/**
 * Where a transaction stands. `pending` may still change; `approved` will be paid; `paid` has
 * been; `declined` (declined, reversed, deleted) adds nothing. A transaction only moves forward:
 * pending → approved → paid, or pending/approved → declined.
 */
export type State = "pending" | "approved" | "paid" | "declined";
/** How far along a state is: a report or postback may move a transaction to a higher rank only. */
export const STATE_RANK: Record<State, number> = { pending: 0, approved: 1, paid: 2, declined: 2 };

/**
 * Each field's column, by its header (matched ignoring case, spaces and punctuation); the
 * network's status words onto states; the state of a row when the report has no status column;
 * the currency when its amounts' column names one (CJ's `…Usd`, Amazon's `Ad Fees($)`).
 */
export type Layout = Partial<Record<Field, readonly string[]>> & {
  statuses?: Readonly<Record<string, State>>;
  defaultState?: State;
  currencyOf?: Readonly<Record<string, string>>;
  /** How the network writes a day with slashes when the file's days do not say (read-values.ts). */
  slashDays?: SlashOrder;
};

/** `03/11/2026`: 11 March (month first, as US reports write it) or 3 November (day first). */
export type SlashOrder = "month-first" | "day-first";

/** Status words any network or a mapped CSV may use. */
const COMMON_STATUSES: Record<string, State> = {
  pending: "pending",
  approved: "approved",
  paid: "paid",
  declined: "declined",
  reversed: "declined",
  rejected: "declined",
  deleted: "declined",
  cancelled: "declined",
  canceled: "declined",
};

export const LAYOUTS: Record<Network, Layout> = {
  // Amazon Associates, Reports → Earnings → Download (Fee-Earnings): one row per shipped item.
  amazon: {
    tracking: ["Tracking ID"],
    day: ["Date Shipped"],
    amount: ["Ad Fees($)", "Ad Fees", "Earnings"],
    sale: ["Revenue($)", "Revenue"],
    orders: ["Items Shipped"],
    // Shipped items' fees, earned: the report has no status column.
    defaultState: "approved",
    currencyOf: {
      "Ad Fees($)": "USD",
      "Ad Fees(£)": "GBP",
      "Ad Fees(€)": "EUR",
      "Ad Fees(CDN$)": "CAD",
    },
  },
  // impact.com, Reports → Action Listing (partners): one row per action.
  impact: {
    transaction: ["Action Id", "Action ID"],
    day: ["Action Date"],
    amount: ["Payout"],
    sale: ["Sale Amount"],
    subid: ["Sub Id 1", "SubId1", "Sub Id1"],
    // The Actions API's `State` (PENDING, APPROVED, REVERSED) and `Currency`.
    status: ["Status", "State", "Action Status"],
    currency: ["Currency", "Action Currency"],
    statuses: { pending: "pending", approved: "approved", reversed: "declined", paid: "paid" },
  },
  // CJ, Commission Detail (publisherCommissions): one row per commission.
  cj: {
    transaction: ["commissionId", "Commission ID"],
    day: ["eventDate", "Event Date"],
    amount: ["pubCommissionAmountUsd", "Publisher Commission"],
    sale: ["saleAmountUsd", "Sale Amount"],
    subid: ["shopperId", "SID"],
    // actionStatus: new and extended may change, locked is final, closed is paid. A correction
    // is a row of its own (its own commissionId) with negative amounts.
    status: ["actionStatus", "Action Status", "Status"],
    currency: ["pubCommissionCurrency", "Publisher Currency", "Currency"],
    statuses: { new: "pending", extended: "pending", locked: "approved", closed: "paid" },
    currencyOf: { pubCommissionAmountUsd: "USD", saleAmountUsd: "USD" },
  },
  // Awin, Reports → Transactions: the publisher transactions API's fields, and the report's
  // "Export as CSV" (help.awin.com, "Understanding the data fields in the Transactions report":
  // id, sale_amount, commission, date, commission_status). One row each.
  awin: {
    transaction: ["id", "Transaction ID"],
    day: ["transactionDate", "Date"],
    amount: ["commissionAmount", "Commission"],
    sale: ["saleAmount", "Sale Amount"],
    subid: ["clickRef", "Click Ref", "Click Reference"],
    // commissionStatus: pending, approved, declined, deleted; the export may write it as a
    // number (pending = 0, approved = 1, declined = 2). The amounts' currency beside them.
    status: ["commissionStatus", "Commission Status", "Status"],
    currency: ["commissionCurrency", "Commission Currency", "currency", "Transaction Currency"],
    statuses: {
      pending: "pending",
      approved: "approved",
      declined: "declined",
      deleted: "declined",
      "0": "pending",
      "1": "approved",
      "2": "declined",
    },
    // A UK network: its platform writes 03/11/2026 for 3 November.
    slashDays: "day-first",
  },
  // Any other network: its columns named with --map.
  generic: {
    transaction: ["transaction"],
    day: ["day", "date"],
    amount: ["amount", "commission"],
    sale: ["sale"],
    orders: ["orders"],
    subid: ["subid", "sub_id", "click"],
    status: ["status", "state"],
    currency: ["currency"],
    statuses: COMMON_STATUSES,
    defaultState: "approved",
  },
};

/** A status word (any case) onto its state, or undefined when the network does not use it. */
export function stateOf(layout: Layout, word: string): State | undefined {
  const key = word.trim().toLowerCase();
  const statuses = layout.statuses ?? COMMON_STATUSES;
  return Object.hasOwn(statuses, key) ? statuses[key] : undefined;
}

/** What an import needs from a network's layout: an amount, a day, and something to join by. */
export const REQUIRED: readonly Field[] = ["day", "amount"];

export function simplify(header: string): string {
  return header.toLowerCase().replace(/[^a-z\d]/g, "");
}

/** `col=field,…` (`--map "Order Ref=transaction,Earned=amount"`) onto a layout. */
export function withMapping(layout: Layout, map: string): Layout | { error: string } {
  const next: Layout = { ...layout };
  for (const pair of map.split(",").filter((part) => part.trim() !== "")) {
    const at = pair.lastIndexOf("=");
    const column = pair.slice(0, at).trim();
    const field = pair.slice(at + 1).trim() as Field;
    if (at <= 0 || column === "" || !FIELDS.includes(field)) {
      return {
        error: `--map takes column=field pairs (fields: ${FIELDS.join(", ")}), got "${pair}"`,
      };
    }
    next[field] = [column];
  }
  return next;
}
