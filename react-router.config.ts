import type { Config } from "@react-router/dev/config";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { readSiteEnv } from "#app/config/env.ts";
import { parseManifest } from "#app/engine/manifest/manifest.ts";
import { listPrerenderPaths, OWN_ROUTE_PATHS } from "#app/engine/routing/resolve-page.ts";

export default {
  // No runtime rendering: every page is prerendered at build time from the manifest, and pages
  // published later hydrate from the SPA fallback (docs/decisions/001-prerendered-react-router.md).
  ssr: false,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // One chunk per route module: every route shares one small module, and splitting it only
  // added requests and bytes to the first load.
  splitRouteModules: false,
  async prerender() {
    const { contentDir } = readSiteEnv();
    const text = await readFile(path.join(contentDir, "content-manifest.json"), "utf8");
    const { entries, problems } = parseManifest(text);
    for (const problem of problems) console.error(problem.message);
    return [...listPrerenderPaths(entries), ...OWN_ROUTE_PATHS];
  },
} satisfies Config;
