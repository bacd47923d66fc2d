/**
 * Pages the server rendered, in memory with their compressed forms, by site path and content
 * key: a page is served from here until its key changes. Bounded in bytes and in pages, the
 * least recently used going first; only pages the manifest shows ever get here. `toHotFile`
 * gives a rendered page the shape of a cached build file.
 */
import { contentTypeOf } from "#app/loaders/index.server.ts";
import { hashOf } from "#app/content/index.server.ts";
import { type RenderedBytes } from "#app/prerender/index.server.ts";
import type { HotFile } from "#server/files/hot-file-cache.ts";

export interface PageCacheStats {
  pages: number;
  bytes: number;
}

export interface PageCache {
  /** The page rendered for `key`, or nothing (never rendered, or rendered for another key). */
  get(pathname: string, key: string): HotFile | undefined;
  /** The page last rendered for `pathname`, whatever its key: what is served while it renders again. */
  latest(pathname: string): HotFile | undefined;
  set(pathname: string, key: string, page: HotFile): void;
  /** Its page is kept to be served while it renders again, but no key finds it any more. */
  invalidate(pathname: string): void;
  clear(): void;
  stats(): PageCacheStats;
}

export function createPageCache(maxBytes = 32 * 1024 * 1024, maxPages = 5000): PageCache {
  const pages = new Map<string, { key: string; page: HotFile }>();
  let bytes = 0;
  const remove = (pathname: string) => {
    const old = pages.get(pathname);
    if (old) bytes -= old.page.size;
    pages.delete(pathname);
  };
  return {
    get(pathname, key) {
      const known = pages.get(pathname);
      if (known?.key !== key) return undefined;
      pages.delete(pathname);
      pages.set(pathname, known);
      return known.page;
    },
    latest: (pathname) => pages.get(pathname)?.page,
    set(pathname, key, page) {
      remove(pathname);
      pages.set(pathname, { key, page });
      bytes += page.size;
      for (const oldest of pages.keys()) {
        if ((bytes <= maxBytes && pages.size <= maxPages) || oldest === pathname) break;
        remove(oldest);
      }
    },
    invalidate(pathname) {
      const known = pages.get(pathname);
      if (known) known.key = "";
    },
    clear() {
      pages.clear();
      bytes = 0;
    },
    stats: () => ({ pages: pages.size, bytes }),
  };
}

const HTML_TYPE = contentTypeOf("index.html");

/** A rendered page in the shape of a cached build file, so it is sent with the same headers. */
export function toHotFile(page: RenderedBytes): HotFile {
  const mtimeSeconds = Math.floor(Date.now() / 1000);
  // Buffers arrive from the render thread as plain byte arrays.
  const html = asBuffer(page.html);
  const bodies: HotFile["bodies"] = { identity: html };
  if (page.br) bodies.br = asBuffer(page.br);
  if (page.gz) bodies.gzip = asBuffer(page.gz);
  const etag = `W/"${hashOf(html).slice(0, 32)}"`;
  return {
    etag,
    // Like a built page: brotli only, gzip made for the rare client that asks (gzip-forms.ts).
    gzipKey: page.br && !page.gz ? `live ${etag}` : undefined,
    mtimeSeconds,
    lastModified: new Date(mtimeSeconds * 1000).toUTCString(),
    contentType: HTML_TYPE,
    compressible: true,
    scriptHashes: page.scriptHashes,
    bodies,
    size: page.html.length + (page.br?.length ?? 0) + (page.gz?.length ?? 0),
  };
}

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
