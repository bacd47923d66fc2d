/**
 * Earnings beside clicks, by page, link, placement, rotation target and day, one row per key and
 * currency (figures are never added across currencies): clicks, orders, the money pending,
 * approved (paid included) and declined or reversed apart, conversion rate (orders per click)
 * and EPC (approved plus pending per click, with each part's own EPC beside it). The dashboard,
 * its JSON API and CSV, and `npm run clicks -- --earnings` all read these, so they agree.
 */
import type { DateRange } from "#server/clicks/click-figures.ts";
import type { ClickStore, Grouping } from "#server/clicks/click-store.ts";
import type { EarningGrouping, EarningsStore } from "./earnings-store.ts";
import type { State } from "./networks.ts";

/** The money of one key (or of the whole range) in one currency, by state. */
export interface Money {
  /** ISO 4217 code; "" for rows stored before currencies were kept, or a key without earnings. */
  currency: string;
  /** Orders of the transactions not declined. */
  orders: number;
  pending: number;
  /** Approved and paid. */
  approved: number;
  /** Declined, reversed or deleted: shown, counted in nothing else. */
  declined: number;
  /** Approved plus pending. */
  earnings: number;
}

export interface EarningsFigure extends Money {
  /** The page, slug, placement, `slug:target` or day ("" for unattributed or unknown). */
  key: string;
  clicks: number;
  /** Orders per click, 0 without clicks. */
  conversionRate: number;
  /** Earnings (approved plus pending) per click, 0 without clicks. */
  epc: number;
  epcApproved: number;
  epcPending: number;
}

/**
 * What figures group by: the store's groupings, and per page its placements (card 1, card 2,
 * text link, keyword link …) and its links' rotation targets. Keys: the page, slug, placement,
 * day; `slug:target`; `page placement`; `page slug:target` (a site path has no spaces).
 */
export const FIGURE_GROUPINGS = [
  "page",
  "slug",
  "placement",
  "target",
  "day",
  "page-placement",
  "page-target",
] as const;
export type FigureGrouping = (typeof FIGURE_GROUPINGS)[number];

const COLUMNS_OF: Record<FigureGrouping, readonly (Grouping & EarningGrouping)[]> = {
  page: ["page"],
  slug: ["slug"],
  placement: ["placement"],
  target: ["slug", "target"],
  day: ["day"],
  "page-placement": ["page", "placement"],
  "page-target": ["page", "slug", "target"],
};

export interface EarningsFigures {
  byPage: EarningsFigure[];
  bySlug: EarningsFigure[];
  byPlacement: EarningsFigure[];
  byTarget: EarningsFigure[];
  byDay: EarningsFigure[];
  byPagePlacement: EarningsFigure[];
  byPageTarget: EarningsFigure[];
  /** The whole range, one entry per currency. */
  totals: Money[];
}

const BUCKET: Record<State, "pending" | "approved" | "declined"> = {
  pending: "pending",
  approved: "approved",
  paid: "approved",
  declined: "declined",
};

export async function earningsFigures(
  clicks: ClickStore,
  earnings: EarningsStore,
  range: DateRange,
): Promise<EarningsFigures> {
  const tables = await Promise.all(
    FIGURE_GROUPINGS.map((by) => earningsBy(clicks, earnings, range, by)),
  );
  const [
    byPage = [],
    bySlug = [],
    byPlacement = [],
    byTarget = [],
    byDay = [],
    byPagePlacement = [],
    byPageTarget = [],
  ] = tables;
  const totals = new Map<string, Money>();
  for (const row of byDay) {
    if (row.earnings === 0 && row.declined === 0 && row.orders === 0) continue;
    const total = totals.get(row.currency) ?? emptyMoney(row.currency);
    for (const key of ["orders", "pending", "approved", "declined", "earnings"] as const) {
      total[key] = round(total[key] + row[key]);
    }
    totals.set(row.currency, total);
  }
  return {
    totals: [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
    byPage,
    bySlug,
    byPlacement,
    byTarget,
    byDay,
    byPagePlacement,
    byPageTarget,
  };
}

function emptyMoney(currency: string): Money {
  return { currency, orders: 0, pending: 0, approved: 0, declined: 0, earnings: 0 };
}

export async function earningsBy(
  clicks: ClickStore,
  earnings: EarningsStore,
  range: DateRange,
  by: FigureGrouping,
): Promise<EarningsFigure[]> {
  const columns = COLUMNS_OF[by];
  const query = { by: columns, since: range.from, until: range.to };
  const byTarget = columns.includes("target");
  const [clickRows, earningRows] = await Promise.all([
    clicks.report(query),
    earnings.report(query),
  ]);
  const groupOf = (row: Partial<Record<Grouping | EarningGrouping, string>>) => {
    const target = `${row.slug ?? ""}:${row.target ?? ""}`;
    if (by === "target") return target;
    if (by === "page-target") return `${row.page ?? ""} ${target}`;
    if (by === "page-placement") return `${row.page ?? ""} ${row.placement ?? ""}`;
    return row[by] ?? "";
  };
  const clicksOf = new Map<string, number>();
  for (const row of clickRows) {
    if (byTarget && !row.target) continue;
    const key = groupOf(row);
    clicksOf.set(key, (clicksOf.get(key) ?? 0) + row.clicks);
  }
  const money = new Map<string, Map<string, Money>>();
  for (const row of earningRows) {
    if (byTarget && !row.target) continue;
    const key = groupOf(row);
    const currencies = money.get(key) ?? new Map<string, Money>();
    money.set(key, currencies);
    const found = currencies.get(row.currency) ?? emptyMoney(row.currency);
    currencies.set(row.currency, found);
    const bucket = BUCKET[row.state];
    found[bucket] += row.earningsCents / 100;
    if (bucket !== "declined") found.orders += row.orders;
  }
  const figures: EarningsFigure[] = [];
  for (const key of new Set([...clicksOf.keys(), ...money.keys()])) {
    const clickCount = clicksOf.get(key) ?? 0;
    const perClick = (value: number) => (clickCount === 0 ? 0 : round(value / clickCount, 4));
    const currencies = [...(money.get(key)?.values() ?? [emptyMoney("")])];
    for (const row of currencies) {
      const earned = row.pending + row.approved;
      figures.push({
        key,
        currency: row.currency,
        clicks: clickCount,
        orders: row.orders,
        pending: round(row.pending),
        approved: round(row.approved),
        declined: round(row.declined),
        earnings: round(earned),
        conversionRate: perClick(row.orders),
        epc: perClick(earned),
        epcApproved: perClick(row.approved),
        epcPending: perClick(row.pending),
      });
    }
  }
  return figures.sort(
    (a, b) =>
      b.earnings - a.earnings ||
      b.clicks - a.clicks ||
      a.key.localeCompare(b.key) ||
      a.currency.localeCompare(b.currency),
  );
}

/** The columns of every earnings table, in the page, the CSV and the command alike. */
export const EARNINGS_COLUMNS = [
  "currency",
  "clicks",
  "orders",
  "pending",
  "approved",
  "declined",
  "earnings",
  "conversion_rate",
  "epc",
  "epc_approved",
  "epc_pending",
] as const;

/** A figure's cells in EARNINGS_COLUMNS' order. */
export function earningsCells(row: EarningsFigure): string[] {
  return [
    row.currency,
    String(row.clicks),
    String(row.orders),
    cents(row.pending),
    cents(row.approved),
    cents(row.declined),
    cents(row.earnings),
    row.conversionRate.toFixed(4),
    row.epc.toFixed(4),
    row.epcApproved.toFixed(4),
    row.epcPending.toFixed(4),
  ];
}

const cents = (value: number) => value.toFixed(2);

function round(value: number, places = 2): number {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
}
