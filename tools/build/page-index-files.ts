/**
 * The page index records (docs/decisions/016-page-index.md) as static files, one per prerendered
 * path, for hosts that only serve files; the Node server answers the same URLs live. Written
 * incrementally: given the content hash of each record the last build wrote, only records that
 * changed are written, and records of paths gone are removed.
 *
 * Each record is written with its `.br` sibling (the precompression's level and rules), so the
 * precompression does not read every record back: at 100,000 entries that read-back took
 * 23.2 s of the build's thread (decision 042).
 */
import { mkdir, rm, rmdir } from "node:fs/promises";
import path from "node:path";
import { site } from "#app/config/index.ts";
import {
  createPageIndexBuilder,
  listPrerenderPaths,
  pageIndexFile,
  type ManifestView,
} from "#app/content/index.ts";
import { compressForms, PAGE_LEVELS, replaceFile } from "#app/prerender/index.server.ts";
import { hashOf } from "#app/content/index.server.ts";

/**
 * Files written at once: enough to keep the disk busy, few enough for any open-file limit. One
 * at a time, synchronously, waited on each file while the disk was busy: 5.4 and 10.8 s in whole
 * 10,000-entry builds (decision 042).
 */
const IN_FLIGHT = 16;

export interface PageIndexFiles {
  /** Records the site has. */
  files: number;
  /** Records this call wrote (new or changed), each with its `.br` sibling when it has one. */
  written: number;
  /** Each record's content hash, by path: what the next build passes back. */
  hashes: Record<string, string>;
}

/**
 * Writes `assets/page-index/.../index.json` under `clientDir` for every prerendered path.
 * `unchanged`: paths whose page kept its content key since the build that wrote `previous`. A
 * record is made of what that key covers (the path's resolution, the layouts of the paths above
 * it, the manifest's problems, the code), so theirs is the last one and is not made again: at
 * 10,000 entries that was about 0.3 s of an edit's CPU.
 */
export async function writePageIndexFiles(
  clientDir: string,
  manifest: ManifestView,
  previous: Readonly<Record<string, string>> = {},
  unchanged: ReadonlySet<string> = new Set(),
): Promise<PageIndexFiles> {
  const options = { pageSize: site.listingPageSize };
  const paths = listPrerenderPaths(manifest.entries, options);
  const recordOf = createPageIndexBuilder(manifest, options);
  const hashes: Record<string, string> = {};
  const fileOf = (pathname: string) => path.join(clientDir, ...pageIndexFile(pathname).split("/"));
  let written = 0;
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < paths.length; index = next++) {
      const pathname = paths[index] ?? "/";
      const last = previous[pathname];
      if (last !== undefined && unchanged.has(pathname)) {
        hashes[pathname] = last;
        continue;
      }
      const text = JSON.stringify(recordOf(pathname));
      const hash = hashOf(text);
      hashes[pathname] = hash;
      if (last === hash) continue;
      const file = fileOf(pathname);
      await mkdir(path.dirname(file), { recursive: true });
      const bytes = Buffer.from(text);
      await replaceFile(file, bytes);
      const { br } = await compressForms(bytes, PAGE_LEVELS);
      if (br) await replaceFile(`${file}.br`, br);
      // The last build's record may have had one; a new path has none to remove.
      else if (Object.hasOwn(previous, pathname)) await rm(`${file}.br`, { force: true });
      written += 1;
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  for (const pathname of Object.keys(previous)) {
    if (Object.hasOwn(hashes, pathname)) continue;
    const file = fileOf(pathname);
    await Promise.all([file, `${file}.br`].map((gone) => rm(gone, { force: true })));
    // Not empty when it holds the records of deeper paths.
    await rmdir(path.dirname(file)).catch(() => undefined);
  }
  return { files: paths.length, written, hashes };
}
