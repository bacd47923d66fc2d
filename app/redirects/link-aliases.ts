/**
 * The link registry's aliases as rules of the one redirect table, after `redirects.json` and the
 * front-matter aliases: an alias over a page, a redirect or another link's alias is then left out
 * and reported at its place in `links.json`, like any clashing redirect.
 */
import { LINKS_FILE } from "#app/content/index.ts";
import { GO_PATH } from "#app/affiliate/index.ts";
import type { LinkRegistry } from "#app/affiliate/index.ts";
import type { RedirectRule } from "./redirect-rules.ts";

export function linkAliasRules(registry: LinkRegistry): RedirectRule[] {
  return registry.aliases.map((alias) => ({
    from: alias.from,
    to: `${GO_PATH}${alias.slug}`,
    // Unused: the link's own status answers (link-target.ts).
    status: 302,
    slug: alias.slug,
    origin: {
      file: LINKS_FILE,
      index: alias.index,
      field: "aliases",
      path: ["aliases", alias.position],
    },
  }));
}
