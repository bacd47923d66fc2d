/**
 * nginx-static's share of `_redirects`: each cloaked link as `location = /go/{slug}` (302, never
 * stored, not counted: there is no Node server) and each old URL, with and without its trailing
 * slash, answered with its status. The visitor's query string is passed on, as the Node server
 * and the static hosts do.
 */
import { GO_PATH, type LinkRegistry, type RedirectTable } from "#app/engine/index.ts";
import { NO_CACHE, NO_STORE, SHORT } from "#server/caching.ts";
import { block, headerLines, quote } from "./nginx-syntax.ts";

/** `&` and the visitor's query, or nothing: for a target that has a query of its own. */
const AND_ARGS = "$domain_chronicle_and_args";

/** The http-context line the redirects need. */
export const REDIRECT_MAPS = [block(`map $args ${AND_ARGS}`, ['"" "";', 'default "&$args";'])];

export interface StaticRedirects {
  links: LinkRegistry;
  table: RedirectTable;
}

/**
 * The location blocks; `taken`: exact paths the configuration already has (nginx refuses a
 * second `location =` for a path), left to what has them.
 */
export function redirectLocations(
  { links, table }: StaticRedirects,
  siteUrl: string,
  taken: ReadonlySet<string>,
): string[] {
  const blocks: string[] = [];
  for (const entry of links.bySlug.values()) {
    if (!entry.cloak) continue;
    blocks.push(
      block(`location = ${quote(`${GO_PATH}${entry.slug}`)}`, [
        ...headerLines(siteUrl, NO_STORE),
        'add_header X-Robots-Tag "noindex" always;',
        `return 302 ${quote(withArgs(entry.url))};`,
      ]),
    );
  }
  for (const rule of table.bySource.values()) {
    // nginx matches the decoded path.
    const from = decodeURIComponent(rule.from);
    const cacheControl = rule.status === 301 ? SHORT : NO_CACHE;
    for (const path of from === "/" ? [from] : [from, `${from}/`]) {
      if (taken.has(path)) continue;
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

/** The target with nginx's query variables, before any fragment; a `$` cannot be literal. */
function withArgs(to: string): string {
  const safe = to.replaceAll("$", "%24");
  const hashAt = safe.indexOf("#");
  const base = hashAt === -1 ? safe : safe.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : safe.slice(hashAt);
  return `${base}${base.includes("?") ? AND_ARGS : "$is_args$args"}${hash}`;
}
