/**
 * The page index records (docs/decisions/016-page-index.md) as static files, one per prerendered
 * path, for hosts that only serve files; the Node server answers the same URLs live. Written
 * incrementally: given the content hash of each record the last build wrote, only records that
 * changed are written, and records of paths gone are removed.
 *
 * Each record is written with its `.br` sibling (the precompression's rules and level), on this
 * thread: the records are most of a site's small files, and writing them through the thread pool,
 * then reading each back to precompress it, cost 50 s of a 100,000-entry build.
 */
import { mkdirSync, rmSync, rmdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { site } from "#app/config/index.ts";
import {
  createPageIndexBuilder,
  listPrerenderPaths,
  pageIndexFile,
  type ManifestView,
} from "#app/content/index.ts";
import { PAGE_LEVELS, writeCompressedSiblingsSync } from "#app/render/index.server.ts";
import { hashOf } from "./build-inputs.ts";

export interface PageIndexFiles {
  /** Records the site has. */
  files: number;
  /** Records this call wrote (new or changed), each with its `.br` sibling when it has one. */
  written: number;
  /** Each record's content hash, by path: what the next build passes back. */
  hashes: Record<string, string>;
}

/** Writes `assets/page-index/.../index.json` under `clientDir` for every prerendered path. */
export function writePageIndexFiles(
  clientDir: string,
  manifest: ManifestView,
  previous: Readonly<Record<string, string>> = {},
): PageIndexFiles {
  const options = { pageSize: site.listingPageSize };
  const paths = listPrerenderPaths(manifest.entries, options);
  const recordOf = createPageIndexBuilder(manifest, options);
  const hashes: Record<string, string> = {};
  const fileOf = (pathname: string) => path.join(clientDir, ...pageIndexFile(pathname).split("/"));
  let written = 0;
  for (const pathname of paths) {
    const text = JSON.stringify(recordOf(pathname));
    const hash = hashOf(text);
    hashes[pathname] = hash;
    if (previous[pathname] === hash) continue;
    const file = fileOf(pathname);
    mkdirSync(path.dirname(file), { recursive: true });
    const bytes = Buffer.from(text);
    writeFileSync(file, bytes);
    writeCompressedSiblingsSync(file, bytes, PAGE_LEVELS);
    written += 1;
  }
  for (const pathname of Object.keys(previous)) {
    if (Object.hasOwn(hashes, pathname)) continue;
    const file = fileOf(pathname);
    for (const gone of [file, `${file}.br`]) rmSync(gone, { force: true });
    try {
      rmdirSync(path.dirname(file));
    } catch {
      // Not empty: the folder holds the records of deeper paths.
    }
  }
  return { files: paths.length, written, hashes };
}
