/**
 * What a page path shows (resolvePage) against the live manifest, remembered per manifest
 * version: a busy page is resolved once, not on every request. Paths come from visitors, so the
 * memory is bounded and starts over when full.
 */
import { site } from "#app/config/index.ts";
import { type ManifestEntry, resolvePage, type Resolution } from "#app/engine/index.ts";
import type { LiveFile } from "./live-file.ts";

const MAX_REMEMBERED = 10_000;

export type PageResolver = (pathname: string) => Promise<Resolution>;

export function createPageResolver(live: LiveFile<readonly ManifestEntry[]>): PageResolver {
  let version = -1;
  let entries: readonly ManifestEntry[] = [];
  const remembered = new Map<string, Resolution>();
  return async (pathname) => {
    const snapshot = await live();
    if (snapshot.version !== version || snapshot.value !== entries) {
      version = snapshot.version;
      entries = snapshot.value;
      remembered.clear();
    }
    let resolution = remembered.get(pathname);
    if (!resolution) {
      resolution = resolvePage(pathname, entries, { pageSize: site.listingPageSize });
      if (remembered.size >= MAX_REMEMBERED) remembered.clear();
      remembered.set(pathname, resolution);
    }
    return resolution;
  };
}
