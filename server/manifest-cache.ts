/**
 * The content manifest as the server sees it: re-read only when the file's mtime or size
 * changes, so entries the site owner adds while the server runs route without a restart.
 */
import path from "node:path";
import { MANIFEST_FILE, parseManifest, type ManifestEntry } from "#app/engine/index.ts";
import { openInside } from "./paths.ts";

export type ManifestLoader = () => Promise<readonly ManifestEntry[]>;

/** A loader of the current entries. A missing or invalid manifest means no entries. */
export function createManifestLoader(
  contentDir: string,
  log: (line: string) => void,
): ManifestLoader {
  let cached: { key: string; entries: readonly ManifestEntry[] } | undefined;
  return async () => {
    const file = await openInside(contentDir, path.join(contentDir, MANIFEST_FILE));
    if (!file) {
      if (cached?.key !== "missing")
        log(`manifest ${MANIFEST_FILE} not found in ${contentDir}: no entries`);
      cached = { key: "missing", entries: [] };
      return cached.entries;
    }
    try {
      const key = `${file.stat.mtimeMs}:${file.stat.size}`;
      if (cached?.key === key) return cached.entries;
      const { entries, problems } = parseManifest(await file.handle.readFile("utf8"));
      for (const problem of problems) log(`manifest: ${problem.message}`);
      cached = { key, entries };
      return entries;
    } finally {
      await file.handle.close().catch(() => undefined);
    }
  };
}
