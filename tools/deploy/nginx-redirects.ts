/**
 * nginx-static's share of the build's redirect table (the one `_redirects` is made from): each
 * cloaked link as `location = /go/{slug}`, and each of its aliases with and without the trailing
 * slash, answered with the link's status, its country URLs chosen by the CDN's country header
 * (`COUNTRY_HEADER`), and its dates as they stand the day the configuration is made; never
 * stored, not counted (there is no Node server). Then each old URL, with and without its
 * trailing slash, with its status. The visitor's query string is passed on, as the Node server
 * and the static hosts do.
 */
import { GO_PATH, siteDay, type LinkEntry } from "#app/affiliate/index.ts";
import { staticLinkRules, type SiteRedirects } from "#app/redirects/index.ts";
import { NO_CACHE, NO_STORE, SHORT } from "#server/http/caching.ts";
import { block, headerLines, quote } from "./nginx-syntax.ts";

/** `&` and the visitor's query, or nothing: for a target that has a query of its own. */
const AND_ARGS = "$domain_chronicle_and_args";

/**
 * For a link: the visitor's query without the `page` and `placement` a page's link carries
 * (go-link.ts), which only the Node server reads: nginx never passes them on to the merchant.
 */
const GO_ARGS = "$domain_chronicle_go_args";
const GO_AND_ARGS = "$domain_chronicle_go_and_args";
const GO_QUERY = "$domain_chronicle_go_query";

/** The http-context lines the redirects need. */
export const REDIRECT_MAPS = [
  block(`map $args ${AND_ARGS}`, ['"" "";', 'default "&$args";']),
  block(`map $args ${GO_ARGS}`, [
    '"~^(?:page=[^&]*(?:&|$))?(?:placement=[^&]*(?:&|$))?(?<domain_chronicle_rest>.*)$" $domain_chronicle_rest;',
  ]),
  block(`map ${GO_ARGS} ${GO_AND_ARGS}`, ['"" "";', `default "&${GO_ARGS}";`]),
  block(`map ${GO_ARGS} ${GO_QUERY}`, ['"" "";', `default "?${GO_ARGS}";`]),
];

/** The build's table; `countryHeader`: the request header naming the visitor's country. */
export interface StaticRedirects extends SiteRedirects {
  countryHeader: string;
  /** The day the links' dates are read on; default today in the table's time zone. */
  today?: string;
}

/**
 * The location blocks; `taken`: exact paths the configuration already has (nginx refuses a
 * second `location =` for a path), left to what has them.
 */
export function redirectLocations(
  redirects: StaticRedirects,
  siteUrl: string,
  taken: ReadonlySet<string>,
): string[] {
  const { links, table } = redirects;
  const today = redirects.today ?? siteDay(new Date(), redirects.timeZone);
  const country = `$http_${redirects.countryHeader.toLowerCase().replaceAll("-", "_")}`;
  const blocks: string[] = [];
  const linkAt = (path: string, entry: LinkEntry) =>
    block(`location = ${quote(path)}`, [
      ...headerLines(siteUrl, NO_STORE),
      'add_header X-Robots-Tag "noindex" always;',
      ...staticLinkRules(entry, today).map(({ countries, to, status }) => {
        const answer = `return ${status} ${quote(withArgs(to, true))};`;
        if (countries.length === 0) return answer;
        return block(`if (${country} ~* ${quote(`^(${countries.join("|")})$`)})`, [answer]);
      }),
    ]);
  for (const entry of links.bySlug.values()) {
    if (entry.cloak) blocks.push(linkAt(`${GO_PATH}${entry.slug}`, entry));
  }
  for (const rule of table.bySource.values()) {
    const entry = rule.slug === undefined ? undefined : links.bySlug.get(rule.slug);
    if (rule.slug !== undefined && !entry) continue;
    // nginx matches the decoded path.
    const from = decodeURIComponent(rule.from);
    const cacheControl = rule.status === 301 ? SHORT : NO_CACHE;
    for (const path of from === "/" ? [from] : [from, `${from}/`]) {
      if (taken.has(path)) continue;
      if (entry) {
        blocks.push(linkAt(path, entry));
        continue;
      }
      blocks.push(
        block(`location = ${quote(path)}`, [
          ...headerLines(siteUrl, cacheControl),
          `return ${rule.status} ${quote(withArgs(rule.to))};`,
        ]),
      );
    }
  }
  return blocks;
}

/**
 * The target with nginx's query variables, before any fragment; a `$` cannot be literal. A
 * link's (`link`) leaves out the page and placement its query carries.
 */
function withArgs(to: string, link = false): string {
  const safe = to.replaceAll("$", "%24");
  const hashAt = safe.indexOf("#");
  const base = hashAt === -1 ? safe : safe.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : safe.slice(hashAt);
  const [and, query] = link ? [GO_AND_ARGS, GO_QUERY] : [AND_ARGS, "$is_args$args"];
  return `${base}${base.includes("?") ? and : query}${hash}`;
}
