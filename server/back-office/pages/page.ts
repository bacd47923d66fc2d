/**
 * The dashboard's two pages, rendered on the server with React (`react-dom/server`; Node code
 * has no JSX, so `createElement`): the figures of a range, and the sign-in form. No script:
 * links and a plain form choose the range, so everything works from the keyboard.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createElement as h, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { ClickFigures, DateRange } from "#server/clicks/click-figures.ts";
import type { EarningsFigures } from "#server/clicks/earnings/earnings-figures.ts";
import { EarningsPanels } from "./earnings-view.ts";
import { BrokenLinks } from "./broken-links.ts";
import type { UrlHealth } from "#server/link-health/health-store.ts";
import { DayChart, everyDay } from "./chart.ts";
import { Panel, PANELS, type PanelName } from "./panels.ts";
import { PRESETS } from "./range.ts";

const CSS = readFileSync(new URL("./dashboard.css", import.meta.url), "utf8");
/** The only style the Content-Security-Policy allows: this inline sheet, by its hash. */
export const STYLE_HASH = `sha256-${createHash("sha256").update(CSS).digest("base64")}`;

export interface DashboardView {
  range: DateRange;
  /** The preset chosen (7, 30, 90), or undefined for chosen dates. */
  days?: number;
  figures: ClickFigures;
  previous: ClickFigures;
  previousRange: DateRange;
  earnings?: EarningsFigures;
  /** The daily link check's URLs, broken or not. */
  links?: readonly UrlHealth[];
}

/** A time as the back office's tables show it: `2026-12-06 09:30` (UTC). */
export const utcMinute = (at: number) => new Date(at).toISOString().slice(0, 16).replace("T", " ");

/**
 * A whole page. `base` (the newsroom's pages) is the back office's root relative to the request
 * (newsroom-replies.ts `rootFrom`): the page's links, forms and scripts are relative to it.
 */
export function documentOf(
  title: string,
  body: ReactNode,
  scripts: readonly string[] = [],
  base?: string,
): string {
  const html = h(
    "html",
    { lang: "en" },
    h(
      "head",
      null,
      h("meta", { charSet: "utf-8" }),
      base === undefined ? null : h("base", { href: base }),
      h("meta", { name: "viewport", content: "width=device-width, initial-scale=1" }),
      h("meta", { name: "robots", content: "noindex, nofollow" }),
      h("title", null, title),
      h("style", { dangerouslySetInnerHTML: { __html: CSS } }),
    ),
    h(
      "body",
      null,
      body,
      scripts.map((src) => h("script", { key: src, src, defer: true })),
    ),
  );
  return `<!DOCTYPE html>${renderToStaticMarkup(html)}`;
}

export function renderDashboard(view: DashboardView): string {
  const { range, figures } = view;
  return documentOf(
    `Clicks ${range.from} to ${range.to}`,
    h(
      "main",
      null,
      h("h1", null, "Clicks"),
      RangePicker(view),
      Headline(view),
      h(DayChart, { days: everyDay(range, figures.byDay) }),
      h(
        "div",
        { className: "panels" },
        (Object.keys(PANELS) as PanelName[]).map((name) =>
          h(Panel, { key: name, name, figures, range }),
        ),
      ),
      view.links ? h(BrokenLinks, { states: view.links }) : null,
      view.earnings ? h(EarningsPanels, { figures: view.earnings, range }) : null,
    ),
  );
}

/** The range picker alone, with a message: a range that could not be read. */
export function renderRangeError(message: string, range: DateRange): string {
  return documentOf(
    "Clicks: bad range",
    h(
      "main",
      null,
      h("h1", null, "Clicks"),
      h("p", { role: "alert", className: "error" }, message),
      RangePicker({ range }),
    ),
  );
}

function RangePicker({ range, days }: { range: DateRange; days?: number }): ReactElement {
  return h(
    "div",
    { className: "range" },
    h(
      "nav",
      { "aria-label": "Period" },
      h(
        "ul",
        null,
        PRESETS.map((preset) =>
          h(
            "li",
            { key: preset },
            h(
              "a",
              { href: `?days=${preset}`, "aria-current": preset === days ? "page" : undefined },
              `Last ${preset} days`,
            ),
          ),
        ),
      ),
    ),
    h(
      "form",
      { method: "get", action: "./", "aria-label": "Chosen dates" },
      h(
        "label",
        null,
        "From ",
        h("input", { type: "date", name: "from", defaultValue: range.from, required: true }),
      ),
      h(
        "label",
        null,
        "To ",
        h("input", { type: "date", name: "to", defaultValue: range.to, required: true }),
      ),
      h("button", { type: "submit" }, "Show"),
    ),
  );
}

function change(now: number, before: number): string {
  if (before === 0) return now === 0 ? "no change" : "new";
  const percent = Math.round(((now - before) / before) * 100);
  return `${percent > 0 ? "+" : ""}${percent}%`;
}

function Headline({ figures, previous, previousRange }: DashboardView): ReactElement {
  const pages = (f: ClickFigures) => f.byPage.filter((row) => row.page !== "").length;
  const items: [string, string, number, number][] = [
    ["clicks", "Clicks", figures.total, previous.total],
    ["links", "Links clicked", figures.byLink.length, previous.byLink.length],
    ["pages", "Pages that sent clicks", pages(figures), pages(previous)],
  ];
  return h(
    "section",
    { "aria-labelledby": "headline-title" },
    h("h2", { id: "headline-title", className: "visually-hidden" }, "Summary"),
    h(
      "dl",
      { className: "headline" },
      items.map(([key, title, now, before]) =>
        h(
          "div",
          { key, "data-figure": key },
          h("dt", null, title),
          h("dd", { className: "value" }, now),
          h(
            "dd",
            { className: "previous" },
            `${before} in ${previousRange.from} to ${previousRange.to} (${change(now, before)})`,
          ),
        ),
      ),
    ),
  );
}

/** The token's sign-in form; `alert`: why the last sign-in did not open the dashboard. */
export function renderSignIn(alert?: string): string {
  return documentOf(
    "Clicks: sign in",
    h(
      "main",
      { className: "sign-in" },
      h("h1", null, "Sign in"),
      alert === undefined ? null : h("p", { role: "alert", className: "error" }, alert),
      h(
        "form",
        { method: "post", action: "sign-in" },
        h(
          "label",
          null,
          "Token (BACK_OFFICE_TOKEN) ",
          h("input", {
            type: "password",
            name: "token",
            autoComplete: "current-password",
            required: true,
          }),
        ),
        h("button", { type: "submit" }, "Sign in"),
      ),
    ),
  );
}
