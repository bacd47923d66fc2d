/**
 * The one table of `/go/` links and old URLs a build is made with (`build/redirect-table.json`):
 * the link registry's usable entries and the checked redirect table (old URLs, front-matter
 * aliases, link aliases). `_redirects`, nginx-static and the server's first table are all read
 * from it, so every host answers the same paths alike. `staticLinkRules` is what a host without
 * code (no clock, no Referer) can say of a link on the day its file is written.
 */
import { countryUrls } from "#app/affiliate/index.ts";
import { readLinkRegistry, type LinkEntry, type LinkRegistry } from "#app/affiliate/index.ts";
import { chooseLinkTarget, fillPlaceholders, linkWindow } from "#app/affiliate/index.ts";
import type { RedirectRule } from "./redirect-rules.ts";
import type { RedirectTable } from "./redirect-table.ts";

export const REDIRECT_TABLE_FILE = "redirect-table.json";

export interface RedirectTableFile {
  version: 1;
  /** `site.json`'s, which the links' dates are read in; absent: UTC. */
  timeZone?: string;
  links: LinkEntry[];
  redirects: { from: string; to: string; status: 301 | 302; slug?: string }[];
}

export interface SiteRedirects {
  links: LinkRegistry;
  table: RedirectTable;
  timeZone?: string | undefined;
}

export function toRedirectTableFile(site: SiteRedirects): RedirectTableFile {
  return {
    version: 1,
    ...(site.timeZone !== undefined && { timeZone: site.timeZone }),
    links: [...site.links.bySlug.values()],
    redirects: [...site.table.bySource.values()].map(({ from, to, status, slug }) => ({
      from,
      to,
      status,
      ...(slug !== undefined && { slug }),
    })),
  };
}

/** The table back from its JSON; undefined when it is not one (an older build: read content). */
export function readRedirectTableFile(text: string): SiteRedirects | undefined {
  let json: Partial<RedirectTableFile>;
  try {
    json = JSON.parse(text) as Partial<RedirectTableFile>;
  } catch {
    return undefined;
  }
  if (json.version !== 1 || !Array.isArray(json.links) || !Array.isArray(json.redirects)) {
    return undefined;
  }
  const origin = { file: REDIRECT_TABLE_FILE };
  const bySource = new Map<string, RedirectRule>(
    json.redirects.map((rule) => [rule.from, { ...rule, origin }]),
  );
  return {
    links: readLinkRegistry(json.links),
    table: { bySource, problems: [] },
    timeZone: json.timeZone,
  };
}

/** One line of a static host's answer for a link: `countries` empty for everyone else. */
export interface StaticLinkRule {
  countries: string[];
  to: string;
  status: number;
}

/**
 * A link as a static host can answer it on `today`: outside its dates, its fallback (home when it
 * has none: a static host cannot read the Referer) for everyone; else one rule per country URL,
 * then the default (first match wins, so the default comes last).
 */
export function staticLinkRules(entry: LinkEntry, today: string): StaticLinkRule[] {
  const answer = chooseLinkTarget(entry, { today });
  // A host without a server cannot rotate (`entry.url` is the first target) nor know the page
  // or the click: placeholders are filled as for a click without a page (`{page}` is `none`).
  const fill = (url: string, countries: readonly string[] = []) =>
    fillPlaceholders(
      url,
      { page: "", placement: "", ...(countries.length === 1 && { country: countries[0] }) },
      entry.values,
    ).url;
  if (linkWindow(entry, today) !== "open" || answer.kind === "back") {
    const to = answer.kind === "url" ? fill(answer.url) : "/";
    return [{ countries: [], to, status: answer.status }];
  }
  const byUrl = new Map<string, string[]>();
  for (const [code, url] of countryUrls(entry.countries)) {
    if (url !== entry.url) byUrl.set(url, [...(byUrl.get(url) ?? []), code]);
  }
  return [
    ...[...byUrl].map(([to, countries]) => ({
      countries,
      to: fill(to, countries),
      status: answer.status,
    })),
    { countries: [], to: fill(entry.url), status: answer.status },
  ];
}
