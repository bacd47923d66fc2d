/**
 * What the server needs of the last build to tell a page it can serve as built from one it must
 * render: each page's content key and the images it looked up (`build-state.json`, written by
 * `npm run build`), the code hash
 * and site URL the pages were built with, and the server build the renderer loads. Re-read when
 * the state file changes (checked at most once a second), so the next build takes over without
 * a restart. Without a state file or a server build (a site copied without them), there is none:
 * pages are served as built, as on a static host.
 */
import { existsSync } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { BUILD_STATE_FILE, readBuildState } from "#app/prerender/index.server.ts";
import { fileStamp } from "#app/content/index.ts";

export interface BuildRecord {
  /** Grows with every state file read (a new build). */
  version: number;
  codeHash: string;
  siteUrl: string | undefined;
  /** Each built page's content key, by site path. */
  keys: ReadonlyMap<string, string>;
  /** The image manifest's names each built page looked up (absent: older code, the whole manifest). */
  images: ReadonlyMap<string, readonly string[] | undefined>;
  /** The server build (`build/server/index.js`), absolute. */
  serverBuildFile: string;
}

type BuildRecordReader = () => Promise<BuildRecord | undefined>;

/** `buildRoot` holds `build-state.json`, `server/` and `client/`. */
export function createBuildRecordReader(
  buildRoot: string,
  checkIntervalMs = 1000,
): BuildRecordReader {
  const stateFile = path.join(buildRoot, BUILD_STATE_FILE);
  const serverBuildFile = path.join(buildRoot, "server", "index.js");
  let record: BuildRecord | undefined;
  let stamp = "";
  let version = 0;
  let checkedAt = -Infinity;
  let checking: Promise<BuildRecord | undefined> | undefined;

  const check = async (): Promise<BuildRecord | undefined> => {
    const info = await stat(stateFile).catch(() => undefined);
    const now = info ? fileStamp(info) : "missing";
    if (now === stamp) return record;
    stamp = now;
    const state = info ? await readBuildState(buildRoot) : undefined;
    record =
      state && existsSync(serverBuildFile)
        ? {
            version: ++version,
            codeHash: state.codeHash,
            siteUrl: state.siteUrl,
            keys: new Map(Object.entries(state.pages).map(([page, { key }]) => [page, key])),
            images: new Map(
              Object.entries(state.pages).map(([page, { images }]) => [page, images]),
            ),
            serverBuildFile,
          }
        : undefined;
    return record;
  };

  return (): Promise<BuildRecord | undefined> => {
    if (performance.now() - checkedAt < checkIntervalMs) return Promise.resolve(record);
    checking ??= check().finally(() => {
      checkedAt = performance.now();
      checking = undefined;
    });
    return checking;
  };
}
