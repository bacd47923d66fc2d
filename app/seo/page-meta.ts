/** The document head of a content page: title, description, Open Graph, Twitter, canonical, JSON-LD. */
import type { MetaDescriptor } from "react-router";
import { toAbsoluteUrl } from "./absolute-url.ts";
import type { PageModel } from "#app/analysis/index.ts";
import { site } from "#app/config/index.ts";
import { socialImageTags } from "./social-image.ts";

/** `path` as an absolute URL on the public site; absolute URLs pass through. */
export function absoluteUrl(pathOrUrl: string, baseUrl: string = site.baseUrl): string {
  return toAbsoluteUrl(pathOrUrl, baseUrl);
}

/** `Title | Site`; the site's own title alone on its home page. */
export function documentTitle(title: string, siteTitle: string = site.identity.title): string {
  return title && title !== siteTitle ? `${title} | ${siteTitle}` : siteTitle;
}

/** Every tag of a page's head: `buildPageHead` and the page's JSON-LD. */
export function buildPageMeta(model: PageModel | undefined): MetaDescriptor[] {
  if (!model) return [{ title: site.identity.title }];
  return [...buildPageHead(model), ...structuredDataTags(model)];
}

/** JSON-LD built by the loader; React Router writes each as a script and escapes `<` inside it. */
function structuredDataTags(model: Pick<PageModel, "structuredData">): MetaDescriptor[] {
  return model.structuredData.map((item) => ({ "script:ld+json": item }));
}

/**
 * A page's title, canonical link and description, Open Graph and Twitter tags. The loaders
 * compute them (`app/loaders/load-route-page.ts`), so this code is not part of the first load.
 */
export function buildPageHead(
  model: Pick<PageModel, "meta" | "page"> & Partial<Pick<PageModel, "site">>,
): MetaDescriptor[] {
  const { meta, page } = model;
  const identity = model.site ?? site.identity;
  const siteTitle = identity.title;
  const url = absoluteUrl(page.path);
  const tags: MetaDescriptor[] = [
    { title: documentTitle(meta.title, siteTitle) },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: siteTitle },
    { property: "og:type", content: page.layout === "post" ? "article" : "website" },
    { property: "og:url", content: url },
    { property: "og:title", content: meta.ogTitle },
    { name: "twitter:card", content: meta.twitterImage ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: meta.twitterTitle },
    ...socialImageTags(meta, identity),
  ];
  const optional: [string, string, string][] = [
    ["name", "description", meta.description],
    ["name", "keywords", meta.keywords],
    ["property", "og:description", meta.ogDescription],
    ["name", "twitter:description", meta.twitterDescription],
  ];
  for (const [attribute, key, content] of optional) {
    if (content) tags.push({ [attribute]: key, content });
  }
  // A long listing's pages name their neighbours, for crawlers that follow them.
  for (const rel of ["prev", "next"] as const) {
    const href = page.pagination?.[rel];
    if (href) tags.push({ tagName: "link", rel, href: absoluteUrl(href) });
  }
  return tags;
}
