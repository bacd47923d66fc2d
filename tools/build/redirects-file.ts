/**
 * `_redirects` for static hosts (Cloudflare Pages, Netlify), from the build's redirect table:
 * every cloaked link as `/go/{slug}` and each of its aliases, with the link's status, Netlify's
 * `Country=` lines before the default (Cloudflare ignores a line with a condition, so its
 * visitors all get the default), and what the link's dates say on the day of the build; then
 * every old URL (`redirects.json`, front-matter aliases) with its own status. Both hosts pass
 * the visitor's query string on by themselves. Within Cloudflare's limits (2,000 static rules,
 * 1,000 characters a line) whatever the site's size: what does not fit is left out whole (a
 * link's lines go together), and the build says so; a file the host would reject is never written.
 */
import { GO_PATH, siteDay, type LinkRegistry } from "#app/affiliate/index.ts";
import { staticLinkRules, type RedirectTable } from "#app/redirects/index.ts";

export const REDIRECT_RULE_LIMIT = 2000;
export const REDIRECT_LINE_LIMIT = 1000;

export interface RedirectsFile {
  text: string;
  /** Paths written, by kind (a link with country URLs has several lines, counted once). */
  goLinks: number;
  aliases: number;
  redirects: number;
  /** Paths left out: past the rule limit, or a line too long. */
  leftOut: string[];
}

/** `today`: the day the links' dates are read on (the site's, in its time zone). */
export function buildRedirectsFile(
  links: LinkRegistry,
  table: RedirectTable,
  today = siteDay(new Date()),
): RedirectsFile {
  const lines: string[] = [];
  const leftOut: string[] = [];
  const counts = { goLinks: 0, aliases: 0, redirects: 0 };
  const add = (kind: keyof typeof counts, from: string, group: string[]) => {
    const tooLong = group.some((line) => line.length > REDIRECT_LINE_LIMIT);
    if (tooLong || lines.length + group.length > REDIRECT_RULE_LIMIT) {
      leftOut.push(from);
      return;
    }
    lines.push(...group);
    counts[kind] += 1;
  };
  const linkLines = (from: string, slug: string) =>
    staticLinkRules(links.bySlug.get(slug)!, today).map((rule) =>
      [from, rule.to, rule.status, ...countryCondition(rule.countries)].join(" "),
    );
  // A dead /go/ link loses a sale on every page that uses it: they come first.
  for (const entry of links.bySlug.values()) {
    if (entry.cloak)
      add("goLinks", `${GO_PATH}${entry.slug}`, linkLines(`${GO_PATH}${entry.slug}`, entry.slug));
  }
  for (const rule of table.bySource.values()) {
    if (rule.slug === undefined) {
      add("redirects", rule.from, [[rule.from, rule.to, rule.status].join(" ")]);
    } else if (links.bySlug.has(rule.slug))
      add("aliases", rule.from, linkLines(rule.from, rule.slug));
  }
  return { text: lines.length === 0 ? "" : `${lines.join("\n")}\n`, ...counts, leftOut };
}

/** Netlify's condition (`Country=gb,de`), nothing for everyone. */
function countryCondition(countries: readonly string[]): string[] {
  return countries.length === 0 ? [] : [`Country=${countries.join(",").toLowerCase()}`];
}
