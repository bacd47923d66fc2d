import type { Config } from "@react-router/dev/config";
import { readSiteEnv } from "#app/config/index.server.ts";
import { openContentFolder } from "#app/data/index.server.ts";
import { listPrerenderPaths, OWN_ROUTE_PATHS } from "#app/engine/index.ts";

export default {
  // No runtime rendering: every page is prerendered at build time from the manifest, and pages
  // published later hydrate from the SPA fallback (docs/decisions/001-prerendered-react-router.md).
  ssr: false,
  buildDirectory: readSiteEnv().buildDir,
  // One chunk per route module: every route shares one small module, and splitting it only
  // added requests and bytes to the first load.
  splitRouteModules: false,
  async prerender() {
    const { entries, problems } = await openContentFolder(readSiteEnv().contentDir).readManifest();
    for (const problem of problems) console.error(problem.message);
    return [...listPrerenderPaths(entries), ...OWN_ROUTE_PATHS];
  },
} satisfies Config;
