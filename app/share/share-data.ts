/**
 * What a page shares: its canonical URL on the public site and its resolved metadata, so sharing
 * a post shares that post, not the home page.
 */
import type { PageModel } from "#app/analysis/index.ts";
import { toAbsoluteUrl } from "#app/seo/index.ts";
import { splitTags } from "#app/analysis/index.ts";
import type { ShareData } from "./share-links.ts";

export interface SiteIdentity {
  /** Public base URL, no trailing slash. */
  baseUrl: string;
  identity: { title: string; tagline: string };
}

/** A page's share data: og fields (already falling back to title/description) and its keywords. */
export function pageShareData(
  model: Pick<PageModel, "page" | "meta">,
  site: SiteIdentity,
): ShareData {
  const { page, meta } = model;
  return {
    url: toAbsoluteUrl(page.path, site.baseUrl),
    title: meta.ogTitle,
    description: meta.ogDescription,
    image: meta.ogImage ? toAbsoluteUrl(meta.ogImage, site.baseUrl) : "",
    tags: splitTags(meta.keywords),
  };
}

/** Where no page is loaded (an error page, the SPA fallback): the site itself. */
export function siteShareData(site: SiteIdentity): ShareData {
  return {
    url: `${site.baseUrl}/`,
    title: site.identity.title,
    description: site.identity.tagline,
    image: "",
    tags: [],
  };
}

/** Loader data that carries a page (a route match's `data` is untyped). */
export function isPageModel(data: unknown): data is PageModel {
  if (typeof data !== "object" || data === null) return false;
  const { page, meta } = data as Partial<Record<keyof PageModel, unknown>>;
  return typeof page === "object" && page !== null && typeof meta === "object" && meta !== null;
}

/** The share data of the deepest route match that loaded a page, else the site's own. */
export function shareDataFromMatches(
  matches: readonly { loaderData: unknown }[],
  site: SiteIdentity,
): ShareData {
  const model = matches.map((match) => match.loaderData).findLast(isPageModel);
  return model ? pageShareData(model, site) : siteShareData(site);
}
