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
] as const;
export type Field = (typeof FIELDS)[number];

/** Each field's column, by its header (matched ignoring case, spaces and punctuation). */
export type Layout = Partial<Record<Field, readonly string[]>>;

export const LAYOUTS: Record<Network, Layout> = {
  // Amazon Associates, Reports → Earnings → Download (Fee-Earnings): one row per shipped item.
  amazon: {
    tracking: ["Tracking ID"],
    day: ["Date Shipped"],
    amount: ["Ad Fees($)", "Ad Fees", "Earnings"],
    sale: ["Revenue($)", "Revenue"],
    orders: ["Items Shipped"],
  },
  // impact.com, Reports → Action Listing (partners): one row per action.
  impact: {
    transaction: ["Action Id", "Action ID"],
    day: ["Action Date"],
    amount: ["Payout"],
    sale: ["Sale Amount"],
    subid: ["Sub Id 1", "SubId1", "Sub Id1"],
  },
  // CJ, Commission Detail (publisherCommissions): one row per commission.
  cj: {
    transaction: ["commissionId", "Commission ID"],
    day: ["eventDate", "Event Date"],
    amount: ["pubCommissionAmountUsd", "Publisher Commission"],
    sale: ["saleAmountUsd", "Sale Amount"],
    subid: ["shopperId", "SID"],
  },
  // Awin, Reports → Transactions (the publisher transactions API's fields): one row each.
  awin: {
    transaction: ["id", "Transaction ID"],
    day: ["transactionDate", "Date"],
    amount: ["commissionAmount", "Commission"],
    sale: ["saleAmount", "Sale Amount"],
    subid: ["clickRef", "Click Ref"],
  },
  // Any other network: its columns named with --map.
  generic: {
    transaction: ["transaction"],
    day: ["day", "date"],
    amount: ["amount", "commission"],
    sale: ["sale"],
    orders: ["orders"],
    subid: ["subid", "sub_id", "click"],
  },
};

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
