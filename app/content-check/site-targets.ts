/**
 * What a link on this site can reach, worked out once per check: the pages the build prerenders,
 * the content folder's files, the `public/` files, the link registry's `/go/` slugs, and the
 * redirect sources the caller knows.
 */
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { site } from "#app/config/index.ts";
import { OWN_ROUTE_PATHS, listPrerenderPaths, type ManifestEntry } from "#app/content/index.ts";
import { type LinkRegistry } from "#app/affiliate/index.ts";
import { sitePathOf, type SiteTargets } from "./check-site-links.ts";

/** The files `public/` puts at the site's root (favicon and the like), as site paths. */
function listPublicFiles(dir = fileURLToPath(new URL("../../public", import.meta.url))): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `${entry.parentPath.slice(dir.length).replace(/\\/g, "/")}/${entry.name}`);
  } catch {
    return [];
  }
}

export interface SiteTargetSources {
  entries: readonly ManifestEntry[];
  files: ReadonlySet<string>;
  links: LinkRegistry;
  /** Paths that answer with a redirect (`redirects.json` `from`s, front matter `aliases`). */
  redirectSources?: Iterable<string>;
  /** Root files besides the feeds; default: the project's `public/` folder. */
  publicFiles?: Iterable<string>;
}

export function buildSiteTargets(sources: SiteTargetSources): SiteTargets {
  const normalise = (paths: Iterable<string>) =>
    new Set([...paths].map((path) => sitePathOf(path)).filter((path) => path !== undefined));
  const prerendered = listPrerenderPaths(sources.entries, { pageSize: site.listingPageSize });
  return {
    pages: normalise([...prerendered, ...OWN_ROUTE_PATHS]),
    files: sources.files,
    siteFiles: normalise(sources.publicFiles ?? listPublicFiles()),
    goSlugs: new Set(sources.links.bySlug.keys()),
    redirects: normalise(sources.redirectSources ?? []),
  };
}

/** What the targets depend on, for the checker's cache key (a changed page list re-checks links). */
export function describeSiteTargets(targets: SiteTargets): string {
  return JSON.stringify([
    [...targets.pages],
    [...targets.siteFiles],
    [...targets.goSlugs],
    [...targets.redirects],
  ]);
}
