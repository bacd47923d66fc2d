/**
 * The page index records (docs/decisions/016-page-index.md) as static files, one per prerendered
 * path, for hosts that only serve files; the Node server answers the same URLs live.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { site } from "#app/config/index.ts";
import {
  createPageIndexBuilder,
  listPrerenderPaths,
  pageIndexFile,
  type ManifestView,
} from "#app/engine/index.ts";

/** Files written at once: enough to keep the disk busy, few enough for any open-file limit. */
const IN_FLIGHT = 16;

/** Writes `assets/page-index/.../index.json` under `clientDir` for every prerendered path. */
export async function writePageIndexFiles(
  clientDir: string,
  manifest: ManifestView,
): Promise<{ files: number }> {
  const options = { pageSize: site.listingPageSize };
  const paths = listPrerenderPaths(manifest.entries, options);
  const recordOf = createPageIndexBuilder(manifest, options);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < paths.length; index = next++) {
      const pathname = paths[index] ?? "/";
      const file = path.join(clientDir, ...pageIndexFile(pathname).split("/"));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, JSON.stringify(recordOf(pathname)));
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return { files: paths.length };
}
