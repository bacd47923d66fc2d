/** The dashboard's list of broken links (the daily link check's), each with the pages using it. */
import { createElement as h, type ReactElement } from "react";
import type { UrlHealth } from "#server/link-health/health-store.ts";

export function BrokenLinks(props: { states: readonly UrlHealth[] }): ReactElement {
  const broken = props.states.filter((state) => state.broken);
  return h(
    "section",
    { className: "panel", "aria-labelledby": "panel-broken-links" },
    h("h2", { id: "panel-broken-links" }, "Broken links"),
    broken.length === 0
      ? h("p", null, "No broken links at the last daily check.")
      : h(
          "ul",
          null,
          broken.map((state) =>
            h(
              "li",
              { key: state.url, "data-url": state.url },
              h("strong", null, state.slugs.map((slug) => `go:${slug}`).join(", ")),
              ` → ${state.url}: ${state.reason} (${state.failures} checks in a row, last ${state.checkedAt.slice(0, 10)})`,
              state.pages.length === 0
                ? h("p", null, "Used on no published page.")
                : h(
                    "ul",
                    null,
                    state.pages.map((page) => h("li", { key: page }, page)),
                  ),
            ),
          ),
        ),
  );
}
