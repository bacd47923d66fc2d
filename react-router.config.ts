import type { Config } from "@react-router/dev/config";
import { readSiteEnv } from "#app/config/index.server.ts";
import { site } from "#app/config/index.ts";
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
  prerender: {
    async paths() {
      const { entries, problems } = await openContentFolder(
        readSiteEnv().contentDir,
      ).readManifest();
      for (const problem of problems) console.error(problem.message);
      return [
        ...listPrerenderPaths(entries, { pageSize: site.listingPageSize }),
        ...OWN_ROUTE_PATHS,
      ];
    },
    // Pages render one after another in one process; a few requests in flight keep it busy
    // while each waits on file reads and its response (docs/decisions/015-scale.md).
    concurrency: 4,
  },
} satisfies Config;
