/**
 * Earnings beside clicks, by page, link, placement, rotation target and day: earnings, orders,
 * conversion rate (orders per click) and EPC (earnings per click). The dashboard, its JSON API
 * and CSV, and `npm run clicks -- --earnings` all read these, so they agree.
 */
import type { DateRange } from "#server/clicks/click-figures.ts";
import type { ClickStore, Grouping } from "#server/clicks/click-store.ts";
import type { EarningGrouping, EarningsStore } from "./earnings-store.ts";

export interface EarningsFigure {
  /** The page, slug, placement, `slug:target` or day ("" for unattributed or unknown). */
  key: string;
  clicks: number;
  orders: number;
  /** In the reports' currency, two decimals. */
  earnings: number;
  /** Orders per click, 0 without clicks. */
  conversionRate: number;
  /** Earnings per click, 0 without clicks. */
  epc: number;
}

export type EarningsFigures = Record<`by${Capitalize<EarningGrouping>}`, EarningsFigure[]> & {
  earnings: number;
  orders: number;
};

const BY = ["page", "slug", "placement", "target", "day"] as const;

export async function earningsFigures(
  clicks: ClickStore,
  earnings: EarningsStore,
  range: DateRange,
): Promise<EarningsFigures> {
  const tables = await Promise.all(BY.map((by) => earningsBy(clicks, earnings, range, by)));
  const [byPage = [], bySlug = [], byPlacement = [], byTarget = [], byDay = []] = tables;
  const total = (key: "earnings" | "orders") =>
    round(byDay.reduce((sum, row) => sum + row[key], 0));
  return {
    earnings: total("earnings"),
    orders: total("orders"),
    byPage,
    bySlug,
    byPlacement,
    byTarget,
    byDay,
  };
}

export async function earningsBy(
  clicks: ClickStore,
  earnings: EarningsStore,
  range: DateRange,
  by: EarningGrouping,
): Promise<EarningsFigure[]> {
  const columns: (Grouping & EarningGrouping)[] = by === "target" ? ["slug", "target"] : [by];
  const query = { by: columns, since: range.from, until: range.to };
  const [clickRows, earningRows] = await Promise.all([
    clicks.report(query),
    earnings.report(query),
  ]);
  const groupOf = (row: Partial<Record<Grouping | EarningGrouping, string>>) =>
    by === "target" ? `${row.slug ?? ""}:${row.target ?? ""}` : (row[by] ?? "");
  const figures = new Map<string, EarningsFigure>();
  const figure = (key: string) => {
    let found = figures.get(key);
    if (!found) {
      found = { key, clicks: 0, orders: 0, earnings: 0, conversionRate: 0, epc: 0 };
      figures.set(key, found);
    }
    return found;
  };
  for (const row of clickRows) {
    if (by !== "target" || row.target) figure(groupOf(row)).clicks += row.clicks;
  }
  for (const row of earningRows) {
    if (by === "target" && !row.target) continue;
    const found = figure(groupOf(row));
    found.orders += row.orders;
    found.earnings += row.earningsCents / 100;
  }
  return [...figures.values()]
    .map((row) => ({
      ...row,
      earnings: round(row.earnings),
      conversionRate: row.clicks === 0 ? 0 : round(row.orders / row.clicks, 4),
      epc: row.clicks === 0 ? 0 : round(row.earnings / row.clicks, 4),
    }))
    .sort((a, b) => b.earnings - a.earnings || b.clicks - a.clicks || a.key.localeCompare(b.key));
}

function round(value: number, places = 2): number {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
}
