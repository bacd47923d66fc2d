/**
 * ThirstyAffiliates' links in a WordPress export: the `thirstylink` post type, its destination in
 * `_ta_destination_url` (entities decoded), its redirect type in `_ta_redirect_type`, its
 * categories (`thirstylink-category`). Only published links are imported; the others' old URLs
 * are remembered so that a post's link to one keeps its text and is reported.
 */
import { decodeEntities } from "#app/markdown/index.ts";
import { readStatus } from "#tools/import/lib/affiliate-links.ts";
import type { GoneLink, ImportedLink } from "#tools/import/lib/model.ts";
import { plainText } from "#tools/import/lib/plain-text.ts";
import type { Reporter } from "#tools/import/lib/reporter.ts";
import type { WxrItem } from "./parse-wxr.ts";

export const THIRSTY_TYPE = "thirstylink";
/** Where ThirstyAffiliates puts links unless its settings say otherwise. */
const DEFAULT_PREFIX = "recommends";

export interface ThirstyLinks {
  links: ImportedLink[];
  gone: GoneLink[];
  /** By post id (the `[thirstylink ids="…"]` shortcode): the old URL, or undefined if gone. */
  oldUrlOf(id: string): { url?: string; name: string } | undefined;
}

export function readThirstyLinks(
  items: readonly WxrItem[],
  siteUrl: string | undefined,
  display: string,
  reporter: Reporter,
): ThirstyLinks {
  const all = items.filter((item) => item.type === THIRSTY_TYPE && item.status !== "auto-draft");
  const prefix = linkPrefix(all);
  const links: ImportedLink[] = [];
  const gone: GoneLink[] = [];
  const byId = new Map<string, { url?: string; name: string }>();
  for (const item of all) {
    const name = plainText(item.title) || item.slug;
    const oldUrl = oldLinkUrl(item, prefix, siteUrl);
    const url = decodeEntities(item.meta.get("_ta_destination_url") ?? "").trim();
    if (item.status !== "publish") {
      gone.push({ oldUrl, name });
      byId.set(item.id, { name });
      reporter.add(
        display,
        item.contentLine,
        `affiliate link "${name}" is ${item.status}: not imported`,
      );
      continue;
    }
    if (!/^https?:\/\//i.test(url)) {
      gone.push({ oldUrl, name });
      byId.set(item.id, { name });
      reporter.add(
        display,
        item.contentLine,
        `affiliate link "${name}" has no http(s) destination: not imported`,
      );
      continue;
    }
    links.push({
      slug: item.slug || name,
      url,
      merchant: item.linkCategories[0] ?? name,
      status: readStatus(item.meta.get("_ta_redirect_type")),
      ...(item.meta.get("_ta_uncloak_link") === "yes" && { cloak: false as const }),
      oldUrls: [oldUrl],
      source: display,
    });
    byId.set(item.id, { url: oldUrl, name });
  }
  return { links, gone, oldUrlOf: (id) => byId.get(id.trim()) };
}

/** The folder the links live in, read from the items' own URLs (`/recommends/`, `/go/`, `/out/`). */
function linkPrefix(items: readonly WxrItem[]): string {
  const counts = new Map<string, number>();
  for (const item of items) {
    const path = pathOf(item.link);
    const segments = path?.split("/").filter(Boolean) ?? [];
    if (segments.length >= 2 && segments.at(-1) === item.slug) {
      const folder = segments.slice(0, -1).join("/");
      counts.set(folder, (counts.get(folder) ?? 0) + 1);
    }
  }
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best?.[0] ?? DEFAULT_PREFIX;
}

/** The item's own URL; for a trashed or draft link (whose `<link>` is a `?post_type=` URL), where it stood. */
function oldLinkUrl(item: WxrItem, prefix: string, siteUrl: string | undefined): string {
  const path = pathOf(item.link);
  const slug = item.slug.replace(/__trashed(-\d+)?$/, "");
  const own = path !== undefined && path.split("/").filter(Boolean).at(-1) === item.slug;
  if (own && !item.link.includes("?")) return item.link;
  const base = siteUrl ? siteUrl.replace(/\/+$/, "") : "";
  return `${base}/${prefix}/${slug}/`;
}

function pathOf(link: string): string | undefined {
  try {
    return new URL(link).pathname;
  } catch {
    return undefined;
  }
}
