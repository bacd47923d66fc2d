/**
 * `npm run build:admin`: the back office's browser bundle (tools/back-office/admin/entry.ts:
 * Decap CMS and the site's document format) into ADMIN_BUILD_DIR (default `admin-build/`),
 * apart from the site's build: the public pages never load it, and `npm run build` never
 * touches it. Decap comes from npm, already built (its UMD file, React and ReactDOM left to the
 * bundle, so the previews share the site's React); Vite adds our entry around it. Decap's own
 * lazy chunks and WebAssembly are copied beside it, where its loader looks for them.
 */
import { cp, mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";

const ENTRY = fileURLToPath(new URL("./admin/entry.ts", import.meta.url));
const DECAP_DIST = fileURLToPath(
  new URL("../../node_modules/decap-cms-app/dist/", import.meta.url),
);

/** The admin page: one script, no CDN. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Back office</title>
  </head>
  <body>
    <script src="admin.js"></script>
  </body>
</html>
`;

export async function buildAdmin(outDir: string): Promise<void> {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  await build({
    configFile: false,
    logLevel: "warn",
    resolve: { alias: { "decap-cms-app": path.join(DECAP_DIST, "decap-cms-app.js") } },
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      outDir,
      emptyOutDir: false,
      sourcemap: false,
      // One classic script: Decap's loader finds its chunks beside the script that loaded it.
      lib: { entry: ENTRY, formats: ["iife"], name: "BackOffice", fileName: () => "admin.js" },
      chunkSizeWarningLimit: 8000,
      // Decap's prebuilt file uses eval (its own dependencies'): known, and not ours to change.
      rolldownOptions: {
        onLog: (level, log, handler) => (log.code === "EVAL" ? undefined : handler(level, log)),
      },
    },
  });
  for (const name of await readdir(DECAP_DIST)) {
    if (/^\d+\.decap-cms-app\.js$|\.wasm$/.test(name)) {
      await cp(path.join(DECAP_DIST, name), path.join(outDir, name));
    }
  }
  await writeFile(path.join(outDir, "index.html"), INDEX_HTML);
}

if (import.meta.main) {
  const outDir = path.resolve(process.env.ADMIN_BUILD_DIR ?? "admin-build");
  const started = performance.now();
  await buildAdmin(outDir);
  console.log(`back office: ${outDir} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
