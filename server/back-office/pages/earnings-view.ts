/**
 * The dashboard's earnings: per page, link, placement, rotation target and day, and per
 * currency, the clicks, orders, money pending, approved and declined, conversion rate and EPC
 * with its split (server/clicks/earnings/earnings-figures.ts), as tables on the page, as
 * `/api/earnings` JSON and as `csv?table=earnings-{by}`.
 */
import { createElement as h, type ReactElement } from "react";
import type { DateRange } from "#server/clicks/click-figures.ts";
import { csvLines } from "#server/clicks/csv.ts";
import {
  EARNINGS_COLUMNS,
  earningsCells,
  type EarningsFigure,
  type EarningsFigures,
  type Money,
} from "#server/clicks/earnings/earnings-figures.ts";

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
  "earnings-page-placement": {
    title: "Earnings by page and placement",
    column: "Page placement",
    of: (f: EarningsFigures) => f.byPagePlacement,
  },
  "earnings-page-target": {
    title: "Earnings by page and rotation target",
    column: "Page link:target",
    of: (f: EarningsFigures) => f.byPageTarget,
  },
  "earnings-day": { title: "Earnings by day", column: "Day", of: (f: EarningsFigures) => f.byDay },
} as const;
export type EarningsTable = keyof typeof EARNINGS_TABLES;

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;
const money = (value: number) => value.toFixed(2);
const currencyName = (code: string) => code || "(unknown)";

function Totals(props: { totals: readonly Money[] }): ReactElement | null {
  if (props.totals.length === 0) return null;
  return h(
    "ul",
    { className: "earnings-totals" },
    props.totals.map((total) =>
      h(
        "li",
        { key: total.currency, "data-currency": total.currency },
        `${currencyName(total.currency)}: ${money(total.earnings)} earned ` +
          `(${money(total.approved)} approved, ${money(total.pending)} pending), ` +
          `${money(total.declined)} declined or reversed, ${total.orders} orders`,
      ),
    ),
  );
}

export function EarningsPanels(props: {
  figures: EarningsFigures;
  range: DateRange;
}): ReactElement {
  const { figures, range } = props;
  return h(
    "div",
    { className: "panels" },
    h(Totals, { totals: figures.totals }),
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
              // Twelve columns: the table scrolls sideways in its panel, never widens the page.
              "div",
              // Focusable, so a keyboard scrolls it too (axe: scrollable-region-focusable).
              {
                className: "wide",
                tabIndex: 0,
                role: "region",
                "aria-label": `${table.title}: the table`,
              },
              h(
                "table",
                null,
                h(
                  "thead",
                  null,
                  h(
                    "tr",
                    null,
                    [
                      table.column,
                      "Currency",
                      "Clicks",
                      "Orders",
                      "Pending",
                      "Approved",
                      "Declined",
                      "Earnings",
                      "Conversion",
                      "EPC",
                      "EPC approved",
                      "EPC pending",
                    ].map((name) => h("th", { key: name, scope: "col" }, name)),
                  ),
                ),
                h("tbody", null, rows.slice(0, 20).map(EarningsRow)),
              ),
            ),
      );
    }),
  );
}

function EarningsRow(row: EarningsFigure): ReactElement {
  return h(
    "tr",
    { key: `${row.key}\u0000${row.currency}`, "data-key": row.key, "data-currency": row.currency },
    h(
      "th",
      { scope: "row", className: "name" },
      row.key.trim() === "" ? "(unattributed)" : row.key,
    ),
    h("td", null, row.currency === "" && row.earnings === 0 ? "" : currencyName(row.currency)),
    h("td", { className: "number" }, row.clicks),
    h("td", { className: "number" }, row.orders),
    h("td", { className: "number" }, money(row.pending)),
    h("td", { className: "number" }, money(row.approved)),
    h("td", { className: "number" }, money(row.declined)),
    h("td", { className: "number" }, money(row.earnings)),
    h("td", { className: "number" }, percent(row.conversionRate)),
    h("td", { className: "number" }, money(row.epc)),
    h("td", { className: "number" }, money(row.epcApproved)),
    h("td", { className: "number" }, money(row.epcPending)),
  );
}

export function earningsCsv(name: EarningsTable, figures: EarningsFigures): string {
  const rows = EARNINGS_TABLES[name].of(figures).map((row) => [row.key, ...earningsCells(row)]);
  return csvLines([["key", ...EARNINGS_COLUMNS], ...rows]);
}
