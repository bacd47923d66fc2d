import { useMatches } from "react-router";
import { site } from "#app/config/index.ts";
import type { SiteIdentity } from "#app/content/index.ts";

/**
 * The site's identity for the shell: what the page's loader read from `site.json` (it travels
 * in the loader data, so the prerendered HTML and the browser show the same), else the
 * built-in default (pages without a content loader: search, errors, the SPA fallback).
 */
export function useSiteIdentity(): SiteIdentity {
  const matches = useMatches() as { loaderData?: { site?: SiteIdentity } }[];
  return matches.find((match) => match.loaderData?.site)?.loaderData?.site ?? site.identity;
}
