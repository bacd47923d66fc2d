/**
 * `npm run static-upload -- DIR`: the folder to upload to a static host (Cloudflare Pages,
 * Netlify): the live `build/client` (through its link), with `_headers` and `_redirects`, and the
 * earlier builds' assets the policy keeps (`build/previous-assets`, decision 055), so a tab opened
 * before the deploy still gets its script chunks from the host, which serves only the last upload.
 * DIR is made anew; `build/client` is not touched (it stays a clean build's).
 */
import { cp, rm } from "node:fs/promises";
import path from "node:path";
import { readSiteEnvOrExit } from "#app/config/index.server.ts";
import { PREVIOUS_ASSETS_DIR } from "#tools/build/release/previous-assets.ts";
import { parseCommandLine, usageError } from "#tools/cli/command-line.ts";

/** Makes `out` from the build folder `buildDir`: its client files, then the earlier assets. */
export async function makeStaticUpload(buildDir: string, out: string): Promise<void> {
  await rm(out, { recursive: true, force: true });
  await cp(path.join(buildDir, "client"), out, { recursive: true, dereference: true });
  // A name the current build has too is the current build's (names carry their content's hash).
  await cp(path.join(buildDir, PREVIOUS_ASSETS_DIR), out, {
    recursive: true,
    force: false,
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
  });
}

if (import.meta.main) {
  const USAGE = "usage: npm run static-upload -- DIR   (the folder to upload to a static host)";
  const { positionals } = parseCommandLine("static-upload", USAGE, {
    allowPositionals: true,
    options: {},
  });
  const [out] = positionals;
  if (!out || positionals.length > 1) {
    usageError("static-upload", "give one folder to make", USAGE);
  }
  await makeStaticUpload(readSiteEnvOrExit().buildDir, path.resolve(out));
  console.log(`Static host upload: ${path.resolve(out)}`);
}
