/**
 * What a page path shows (resolvePage) against the live manifest, and the path's page index
 * record for browsers (`/assets/page-index/...`), remembered per manifest version: a busy page
 * is resolved once, not on every request, and its record is serialized once. Paths come from
 * visitors, so the memory is bounded and starts over when full.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { site } from "#app/config/index.ts";
import {
  createPageIndexBuilder,
  pagePathOfIndexUrl,
  resolvePage,
  type ManifestView,
  type PageIndexRecord,
  type Resolution,
} from "#app/content/index.ts";
import type { LiveManifest } from "./manifest-cache.ts";
import type { ServerContext } from "#server/http/responses.ts";
import { sendBody, toBody, type Body } from "#server/files/send-body.ts";

const MAX_REMEMBERED = 10_000;
const JSON_TYPE = "application/json; charset=utf-8";

export interface PageResolver {
  /** What `pathname` shows now. */
  resolve(pathname: string): Promise<Resolution>;
  /**
   * Answers a page index record URL (its decoded segments) from the live manifest; false when
   * the URL is no record URL (the caller answers 404). A path that shows nothing gets a record
   * that says so (`found: false`, redirect to `/`), as its page would redirect.
   */
  sendRecord(
    ctx: ServerContext,
    req: IncomingMessage,
    res: ServerResponse,
    segments: readonly string[],
  ): Promise<boolean>;
}

interface Remembered {
  resolution: Resolution;
  /** The record's JSON, made on its first request. */
  body?: Body;
}

export function createPageResolver(live: LiveManifest): PageResolver {
  const options = { pageSize: site.listingPageSize };
  let version = -1;
  let manifest: ManifestView = { entries: [], problems: [] };
  let recordOf: (pathname: string) => PageIndexRecord = createPageIndexBuilder(manifest, options);
  const remembered = new Map<string, Remembered>();
  const lookup = async (pathname: string): Promise<[Remembered, typeof recordOf]> => {
    const snapshot = await live();
    if (snapshot.version !== version || snapshot.value !== manifest) {
      version = snapshot.version;
      manifest = snapshot.value;
      recordOf = createPageIndexBuilder(manifest, options);
      remembered.clear();
    }
    let known = remembered.get(pathname);
    if (!known) {
      known = { resolution: resolvePage(pathname, manifest.entries, options) };
      if (remembered.size >= MAX_REMEMBERED) remembered.clear();
      remembered.set(pathname, known);
    }
    return [known, recordOf];
  };
  return {
    resolve: async (pathname) => (await lookup(pathname))[0].resolution,
    async sendRecord(ctx, req, res, segments) {
      const pathname = pagePathOfIndexUrl(segments);
      if (pathname === undefined) return false;
      const [known, recordOfNow] = await lookup(pathname);
      known.body ??= toBody(JSON.stringify(recordOfNow(pathname)));
      await sendBody(ctx, req, res, known.body, JSON_TYPE);
      return true;
    },
  };
}
