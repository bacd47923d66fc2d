/**
 * The clicks-per-day chart, drawn as SVG on the server: no chart library and no script
 * (decision 032). The bars stretch with the page; the axis labels are HTML, so they keep their
 * size on a phone; the same numbers are in a table under the chart for screen readers.
 */
import { createElement as h, type ReactElement } from "react";
import { addDays } from "#app/content/index.ts";
import { rangeLength, type DateRange } from "#server/clicks/click-figures.ts";

export interface DayCount {
  day: string;
  clicks: number;
}

/** Every day of the range, days without clicks as 0: a chart shows the gaps. */
export function everyDay(range: DateRange, byDay: readonly DayCount[]): DayCount[] {
  const counts = new Map(byDay.map((row) => [row.day, row.clicks]));
  return Array.from({ length: rangeLength(range) }, (_, index) => {
    const day = addDays(range.from, index);
    return { day, clicks: counts.get(day) ?? 0 };
  });
}

// Long: the chart's SVG and its axis labels, written out in the order they are drawn.
export function DayChart({ days }: { days: readonly DayCount[] }): ReactElement {
  const max = Math.max(1, ...days.map((row) => row.clicks));
  const busiest = days.reduce((best, row) => (row.clicks > best.clicks ? row : best), {
    day: "",
    clicks: 0,
  });
  const total = days.reduce((sum, row) => sum + row.clicks, 0);
  const first = days[0]?.day ?? "";
  const last = days.at(-1)?.day ?? "";
  const summary =
    total === 0
      ? `No clicks from ${first} to ${last}.`
      : `${total} clicks from ${first} to ${last}; the busiest day was ${busiest.day} with ${busiest.clicks}.`;
  return h(
    "figure",
    { className: "chart" },
    h("figcaption", { id: "chart-title" }, "Clicks per day"),
    h(
      "div",
      { className: "chart-area" },
      h(
        "div",
        { className: "y-axis", "aria-hidden": true },
        h("span", null, String(max)),
        h("span", null, "0"),
      ),
      h(
        "svg",
        {
          viewBox: `0 0 ${days.length} ${max}`,
          preserveAspectRatio: "none",
          role: "img",
          "aria-labelledby": "chart-title chart-summary",
          "data-days": days.length,
        },
        days.map((row, index) =>
          h(
            "rect",
            {
              key: row.day,
              x: index + 0.1,
              width: 0.8,
              y: max - row.clicks,
              height: row.clicks,
              "data-day": row.day,
              "data-clicks": row.clicks,
            },
            h("title", null, `${row.day}: ${row.clicks}`),
          ),
        ),
      ),
    ),
    h(
      "div",
      { className: "x-axis", "aria-hidden": true },
      h("span", null, first),
      h("span", null, last),
    ),
    h("p", { id: "chart-summary", className: "chart-summary" }, summary),
    h(
      "details",
      null,
      h("summary", null, "Clicks per day as a table"),
      h(
        "table",
        null,
        h(
          "thead",
          null,
          h("tr", null, h("th", { scope: "col" }, "Day"), h("th", { scope: "col" }, "Clicks")),
        ),
        h(
          "tbody",
          null,
          days.map((row) =>
            h("tr", { key: row.day }, h("td", null, row.day), h("td", null, row.clicks)),
          ),
        ),
      ),
    ),
  );
}
