/**
 * A page's index record (app/content/routing/page-index.ts) built from the whole manifest: how
 * the build and the preview's loader read it, and the browser's fallback when no record can be
 * fetched (a static host with an entry dropped in after the build).
 */
import { site } from "#app/config/index.ts";
import {
  buildPageIndexRecord,
  loadManifest,
  type PageIndexRecord,
  type ReadText,
} from "#app/content/index.ts";

/** When the manifest cannot be read: nothing is listed, and the console says so. */
const UNREADABLE = [{ message: "Failed to fetch content" }];

export async function readPageIndexFromManifest(
  pathname: string,
  readText: ReadText,
): Promise<PageIndexRecord> {
  const manifest = await loadManifest(readText);
  return buildPageIndexRecord(
    pathname,
    manifest.readable ? manifest : { entries: [], problems: UNREADABLE },
    { pageSize: site.listingPageSize },
  );
}
