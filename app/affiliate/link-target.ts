/**
 * Where `/go/{slug}` (and each of its aliases) sends a visitor: the URL for their country, or
 * `url`; outside the `from`/`until` dates (days in the site's time zone, inclusive) the
 * `fallback`, or back to the page the click came from when there is none. The server asks it
 * for every click; the static hosts' files are written with it on the day they are made.
 */
import { countryUrls, DEFAULT_LINK_STATUS, type LinkStatus } from "./link-fields.ts";
import type { LinkEntry } from "./link-registry.ts";
import { drawTarget } from "./rotation.ts";

export type LinkAnswer =
  /** `target`: the index of the rotation target drawn (a link with `targets`, no country URL). */
  | { kind: "url"; url: string; status: LinkStatus; target?: number }
  /**
   * Outside the dates with no fallback: back where the click came from, else home; always a
   * 302, as the answer depends on the visitor's page (a 301 would be kept for every page).
   */
  | { kind: "back"; status: 302 };

/** Where the link stands on `today` (YYYY-MM-DD in the site's time zone). */
export function linkWindow(entry: LinkEntry, today: string): "before" | "open" | "ended" {
  if (entry.from !== undefined && today < entry.from) return "before";
  if (entry.until !== undefined && today > entry.until) return "ended";
  return "open";
}

/**
 * `country`: the CDN's two letters (any case), or undefined when there is no header; `random`
 * the rotation's random source (tests).
 */
export function chooseLinkTarget(
  entry: LinkEntry,
  visit: { today: string; country?: string | undefined; random?: (n: number) => number },
): LinkAnswer {
  const status = entry.status ?? DEFAULT_LINK_STATUS;
  if (linkWindow(entry, visit.today) !== "open") {
    return entry.fallback === undefined
      ? { kind: "back", status: 302 }
      : { kind: "url", url: entry.fallback, status };
  }
  const country = visit.country?.trim().toUpperCase();
  const url = country && countryUrls(entry.countries).get(country);
  if (url) return { kind: "url", url, status };
  if (entry.targets === undefined) return { kind: "url", url: entry.url, status };
  const target = drawTarget(entry.targets, visit.random);
  return { kind: "url", url: entry.targets[target]?.url ?? entry.url, status, target };
}

/** The day `now` is in `timeZone` (an IANA name; UTC when absent or unknown), YYYY-MM-DD. */
export function siteDay(now: Date, timeZone = "UTC"): string {
  const parts = Object.fromEntries(
    dayFormat(timeZone)
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * One formatter per time zone, made once: making one took about 0.1 ms, half of what a `/go/`
 * redirect cost (docs/benchmarks.md). The zones are the site's (`site.json`), a handful at most.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat("en-CA", { timeZone, dateStyle: "short" });
    } catch {
      format = new Intl.DateTimeFormat("en-CA", { timeZone: "UTC", dateStyle: "short" });
    }
    dayFormats.set(timeZone, format);
  }
  return format;
}
