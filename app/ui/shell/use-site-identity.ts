import { useMatches } from "react-router";
import { site } from "#app/config/index.ts";
import type { SiteIdentity } from "#app/engine/index.ts";

function hasIdentity(data: unknown): data is { site: SiteIdentity } {
  const identity = (data as { site?: unknown } | null | undefined)?.site;
  return typeof identity === "object" && identity !== null && "title" in identity;
}

/**
 * The site's identity for the shell: what the page's loader read from `site.json` (it travels
 * in the loader data, so the prerendered HTML and the browser show the same), else the
 * built-in default (pages without a content loader: search, errors, the SPA fallback).
 */
export function useSiteIdentity(): SiteIdentity {
  const data = useMatches().find((match) => hasIdentity(match.loaderData))?.loaderData;
  return hasIdentity(data) ? data.site : site.identity;
}
