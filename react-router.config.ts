import type { Config } from "@react-router/dev/config";
import { readSiteEnv } from "#app/config/index.server.ts";

export default {
  // No runtime rendering: every page is prerendered at build time from the manifest, and pages
  // published later hydrate from the SPA fallback (docs/decisions/001-prerendered-react-router.md).
  ssr: false,
  buildDirectory: readSiteEnv().buildDir,
  // One chunk per route module: every route shares one small module, and splitting it only
  // added requests and bytes to the first load.
  splitRouteModules: false,
  // Prerendering is on, for the SPA fallback only: `npm run build` (tools/build/main.ts)
  // prerenders the pages itself, in worker threads and only those whose content changed
  // (docs/decisions/017-incremental-build.md). `react-router build` alone bundles the app.
  prerender: { paths: () => [] },
} satisfies Config;
