/**
 * The dashboard's earnings: per page, link, placement, rotation target and day, the clicks,
 * orders, earnings, conversion rate and EPC (server/clicks/earnings/earnings-figures.ts), as
 * tables on the page, as `/api/earnings` JSON and as `csv?table=earnings-{by}`.
 */
import { createElement as h, type ReactElement } from "react";
import type { DateRange } from "#server/clicks/click-figures.ts";
import { csvLines } from "#server/clicks/csv.ts";
import type { EarningsFigure, EarningsFigures } from "#server/clicks/earnings/earnings-figures.ts";

export const EARNINGS_TABLES = {
  "earnings-page": {
    title: "Earnings by page",
    column: "Page",
    of: (f: EarningsFigures) => f.byPage,
  },
  "earnings-link": {
    title: "Earnings by link",
    column: "Link",
    of: (f: EarningsFigures) => f.bySlug,
  },
  "earnings-placement": {
    title: "Earnings by placement",
    column: "Placement",
    of: (f: EarningsFigures) => f.byPlacement,
  },
  "earnings-target": {
    title: "Earnings by rotation target",
    column: "Link:target",
    of: (f: EarningsFigures) => f.byTarget,
  },
  "earnings-day": { title: "Earnings by day", column: "Day", of: (f: EarningsFigures) => f.byDay },
} as const;
export type EarningsTable = keyof typeof EARNINGS_TABLES;

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;
const money = (value: number) => value.toFixed(2);

export function EarningsPanels(props: {
  figures: EarningsFigures;
  range: DateRange;
}): ReactElement {
  const { figures, range } = props;
  return h(
    "div",
    { className: "panels" },
    (Object.keys(EARNINGS_TABLES) as EarningsTable[]).map((name) => {
      const table = EARNINGS_TABLES[name];
      const rows = table.of(figures);
      const id = `panel-${name}`;
      const query = new URLSearchParams({ table: name, from: range.from, to: range.to });
      return h(
        "section",
        { key: name, className: "panel", "aria-labelledby": id },
        h(
          "div",
          { className: "panel-head" },
          h("h2", { id }, table.title),
          h("a", { href: `csv?${query.toString()}` }, "Download CSV"),
        ),
        rows.length === 0
          ? h("p", null, "No earnings in this range.")
          : h(
              "table",
              null,
              h(
                "thead",
                null,
                h(
                  "tr",
                  null,
                  [table.column, "Clicks", "Orders", "Earnings", "Conversion", "EPC"].map((name) =>
                    h("th", { key: name, scope: "col" }, name),
                  ),
                ),
              ),
              h("tbody", null, rows.slice(0, 20).map(EarningsRow)),
            ),
      );
    }),
  );
}

function EarningsRow(row: EarningsFigure): ReactElement {
  return h(
    "tr",
    { key: row.key, "data-key": row.key },
    h("th", { scope: "row", className: "name" }, row.key === "" ? "(unattributed)" : row.key),
    h("td", { className: "number" }, row.clicks),
    h("td", { className: "number" }, row.orders),
    h("td", { className: "number" }, money(row.earnings)),
    h("td", { className: "number" }, percent(row.conversionRate)),
    h("td", { className: "number" }, money(row.epc)),
  );
}

export function earningsCsv(name: EarningsTable, figures: EarningsFigures): string {
  const rows = EARNINGS_TABLES[name]
    .of(figures)
    .map((row) => [
      row.key,
      String(row.clicks),
      String(row.orders),
      money(row.earnings),
      row.conversionRate.toFixed(4),
      row.epc.toFixed(4),
    ]);
  const header = ["key", "clicks", "orders", "earnings", "conversion_rate", "epc"];
  return csvLines([header, ...rows]);
}
