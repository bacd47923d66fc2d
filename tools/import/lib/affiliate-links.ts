/**
 * The affiliate links a site kept in a link plugin (ThirstyAffiliates in the WordPress export,
 * a Pretty Links CSV), as `links.json` entries: each old link URL becomes an alias of its
 * entry, so it keeps answering and counting clicks; a post's link to one becomes `go:{slug}`;
 * a link to one that was not imported (trashed, draft) is reported and loses its href.
 */
import { GO_LINK_SCHEME } from "#app/affiliate/index.ts";
import { normalizeRedirectPath, type RedirectSite } from "#app/redirects/index.ts";
import { ownPath } from "./assets.ts";
import { asciiSlug } from "./new-urls.ts";
import { oldPathKey } from "./rewrite-refs.ts";
import type { GoneLink, ImportedLink, RedirectStatus } from "./model.ts";
import type { Reporter } from "./reporter.ts";

const REDIRECT_STATUSES: readonly RedirectStatus[] = [301, 302, 307, 308];

export interface LinkEntryJson {
  slug: string;
  url: string;
  merchant?: string;
  cloak?: false;
  status?: RedirectStatus;
  aliases?: string[];
}

/** A redirect type as the plugins write it (`301`, `"307"`): a status the registry knows. */
export function readStatus(value: string | undefined): RedirectStatus | undefined {
  const status = Number(value?.trim());
  return REDIRECT_STATUSES.find((known) => known === status);
}

export class AffiliateLinks {
  readonly entries: { link: ImportedLink; slug: string }[] = [];
  private readonly bySlug = new Map<string, string>();
  private readonly byOldPath = new Map<string, string>();
  private readonly gone = new Map<string, GoneLink>();
  private readonly siteUrl: string | undefined;

  constructor(links: readonly ImportedLink[], gone: readonly GoneLink[], siteUrl?: string) {
    this.siteUrl = siteUrl;
    for (const link of links) {
      const base = asciiSlug(link.slug) || "link";
      let slug = base;
      for (let n = 2; this.bySlug.has(slug); n += 1) slug = `${base}-${n}`;
      this.bySlug.set(slug, slug);
      this.entries.push({ link, slug });
      for (const old of link.oldUrls) {
        const path = this.pathOf(old);
        if (path !== undefined && !this.byOldPath.has(path)) this.byOldPath.set(path, slug);
      }
    }
    for (const link of gone) {
      const path = this.pathOf(link.oldUrl);
      if (path !== undefined && !this.byOldPath.has(path)) this.gone.set(path, link);
    }
  }

  /** `go:{slug}` for a link to an old link URL, `""` for one to a link not imported, else undefined. */
  resolve(href: string, report: (message: string) => void): string | undefined {
    const path = this.pathOf(href);
    if (path === undefined) return undefined;
    const slug = this.byOldPath.get(path);
    if (slug !== undefined) return `${GO_LINK_SCHEME}${slug}`;
    const gone = this.gone.get(path);
    if (gone === undefined) return undefined;
    report(`link to ${href}: the affiliate link "${gone.name}" was not imported; its text is kept`);
    return "";
  }

  /** The registry, each old link URL an alias unless it is a page of the new site. */
  toJson(site: RedirectSite, reporter: Reporter): LinkEntryJson[] {
    return this.entries.map(({ link, slug }) => {
      const aliases: string[] = [];
      for (const old of link.oldUrls) {
        const path = ownPath(old, this.siteUrl);
        const source = path === undefined ? undefined : normalizeRedirectPath(path);
        if (path === undefined || source === undefined || source === "/") continue;
        if (site.isPage(source))
          reporter.add(link.source, undefined, `old link URL ${path} is a page here: not an alias`);
        else if (!aliases.includes(path)) aliases.push(path);
      }
      return {
        slug,
        url: link.url,
        ...(link.merchant && { merchant: link.merchant }),
        ...(link.cloak === false && { cloak: false as const }),
        ...(link.status && { status: link.status }),
        ...(aliases.length > 0 && { aliases }),
      };
    });
  }

  private pathOf(href: string): string | undefined {
    if (href.startsWith("#") || href.startsWith(GO_LINK_SCHEME)) return undefined;
    if (!/^(\/|https?:|\/\/)/i.test(href)) return undefined;
    const own = ownPath(href, this.siteUrl);
    return own === undefined ? undefined : oldPathKey(own);
  }
}
