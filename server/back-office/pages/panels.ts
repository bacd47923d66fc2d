/**
 * The top-N tables of the dashboard (links, pages, countries, devices, placements, rotation
 * targets), each row with a bar showing its share, each downloadable as CSV (`csv?table=…`, all
 * rows, same range).
 */
import { createElement as h, type ReactElement } from "react";
import type { ClickFigures, DateRange } from "#server/clicks/click-figures.ts";
import { csvLines } from "#server/clicks/csv.ts";

/** Rows shown on the page; the CSV has them all. */
const SHOWN_ROWS = 20;

export const PANELS = {
  links: { title: "Top links", column: "Link", key: "slug", of: (f: ClickFigures) => f.byLink },
  pages: { title: "Top pages", column: "Page", key: "page", of: (f: ClickFigures) => f.byPage },
  countries: {
    title: "Countries",
    column: "Country",
    key: "country",
    of: (f: ClickFigures) => f.byCountry,
  },
  devices: {
    title: "Devices",
    column: "Device",
    key: "device",
    of: (f: ClickFigures) => f.byDevice,
  },
  placements: {
    title: "Placements",
    column: "Placement",
    key: "placement",
    of: (f: ClickFigures) => f.byPlacement,
  },
  targets: {
    title: "Rotation targets",
    column: "Link:target",
    key: "target",
    of: (f: ClickFigures) => f.byTarget,
  },
} as const;
export type PanelName = keyof typeof PANELS;

interface Row {
  name: string;
  clicks: number;
}

function rowsOf(name: PanelName, figures: ClickFigures): Row[] {
  const panel = PANELS[name];
  return panel.of(figures).map((row) => ({
    name: String((row as Record<string, unknown>)[panel.key] ?? ""),
    clicks: row.clicks,
  }));
}

const regions = new Intl.DisplayNames(["en"], { type: "region" });

/** What a row is called on the page: unknown values and country codes spelled out. */
function label(name: PanelName, value: string): string {
  if (name === "pages") return value === "" ? "(none: another site or no referrer)" : value;
  if (value === "") return "(unknown)";
  if (name === "countries") return `${regions.of(value) ?? value} (${value})`;
  return value;
}

const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;

export function Panel(props: {
  name: PanelName;
  figures: ClickFigures;
  range: DateRange;
}): ReactElement {
  const { name, figures, range } = props;
  const panel = PANELS[name];
  const rows = rowsOf(name, figures);
  const id = `panel-${name}`;
  const query = new URLSearchParams({ table: name, from: range.from, to: range.to });
  return h(
    "section",
    { className: "panel", "aria-labelledby": id },
    h(
      "div",
      { className: "panel-head" },
      h("h2", { id }, panel.title),
      h(
        "a",
        { href: `csv?${query.toString()}`, download: csvName(name, range) },
        "Download CSV",
        h("span", { className: "visually-hidden" }, ` of ${panel.title.toLowerCase()}`),
      ),
    ),
    rows.length === 0
      ? h("p", null, "No clicks in this range.")
      : h(
          "table",
          null,
          h(
            "thead",
            null,
            h(
              "tr",
              null,
              h("th", { scope: "col" }, panel.column),
              h("th", { scope: "col", className: "number" }, "Clicks"),
              h("th", { scope: "col" }, "Share"),
            ),
          ),
          h(
            "tbody",
            null,
            rows.slice(0, SHOWN_ROWS).map((row) => ShareRow(name, row, figures.total)),
          ),
        ),
    rows.length > SHOWN_ROWS
      ? h("p", null, `${rows.length - SHOWN_ROWS} more rows in the CSV.`)
      : null,
  );
}

function ShareRow(name: PanelName, row: Row, total: number): ReactElement {
  const share = total === 0 ? 0 : row.clicks / total;
  return h(
    "tr",
    { key: row.name },
    h("th", { scope: "row", className: "name" }, label(name, row.name)),
    h("td", { className: "number" }, row.clicks),
    h(
      "td",
      { className: "share" },
      h(
        "svg",
        { viewBox: "0 0 100 1", preserveAspectRatio: "none", "aria-hidden": true },
        h("rect", { width: share * 100, height: 1 }),
      ),
      h("span", null, percent(share)),
    ),
  );
}

export function csvName(name: PanelName, range: DateRange): string {
  return `clicks-${name}-${range.from}-to-${range.to}.csv`;
}

/** All rows of one table as CSV: the raw key (slug, path, code), clicks, share in percent. */
export function panelCsv(name: PanelName, figures: ClickFigures): string {
  const panel = PANELS[name];
  const rows = rowsOf(name, figures).map((row) => [
    row.name,
    String(row.clicks),
    figures.total === 0 ? "0" : (Math.round((row.clicks / figures.total) * 1000) / 10).toFixed(1),
  ]);
  return csvLines([[panel.key, "clicks", "share_percent"], ...rows]);
}
