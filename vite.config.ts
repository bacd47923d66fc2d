import { reactRouter } from "@react-router/dev/vite";
import path from "node:path";
import { defineConfig } from "vite";
import { readSiteEnv } from "#app/config/index.server.ts";
import { contentPreviewPlugin } from "#app/dev/index.server.ts";
import { BUILD_ASSETS_DIR } from "#server/http/caching.ts";

const env = readSiteEnv();

export default defineConfig(({ isPreview }) => ({
  // The prerender runs in a preview server, and React Router starts a child compiler in it
  // that would watch the whole project, build output included: on a large site walking those
  // files took more time than rendering the pages (docs/decisions/015-scale.md).
  // `npm run dev` watches the project but not the build folder nor `.tmp/` (tests' and
  // benchmarks' sites): at 10,000 entries their folders alone passed the system's limit of file
  // watchers, and the preview never answered.
  server: isPreview
    ? { watch: null }
    : { watch: { ignored: [`${path.resolve(env.buildDir)}/**`, "**/.tmp/**"] } },
  // The content preview plugin applies to `react-router dev` only (apply: "serve").
  plugins: [reactRouter(), contentPreviewPlugin(env.contentDir)],
  define: {
    // The browser bundle's only view of the environment (app/config/site.ts).
    "import.meta.env.VITE_SITE_URL": JSON.stringify(env.siteUrl),
    "import.meta.env.VITE_DEBUG": JSON.stringify(env.debug),
  },
  build: {
    // `npm run build` (tools/build/main.ts) empties the build folder itself before it bundles,
    // then keeps its per-file caches there while React Router bundles; this must not wipe them.
    emptyOutDir: false,
    assetsInlineLimit: 0,
    // Hashed output in a folder of its own: one `_headers` wildcard (and one nginx location)
    // makes it immutable without touching `/assets/content/` or the image manifest.
    assetsDir: BUILD_ASSETS_DIR,
    rolldownOptions: {
      output: {
        // React and the router in one chunk: fewer requests, and one gzip stream compresses
        // better than five (about 2.5 KB less first-load JavaScript; docs/benchmarks.md).
        codeSplitting: {
          groups: [
            {
              name: "framework",
              // Vite's dynamic-import helper too: the root (search) and the route module both
              // use it, and a chunk of its own would cost every page a request and bytes.
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie-es|@remix-run)[\\/]|vite\/preload-helper/,
            },
            {
              // Small modules the first load shares with lazily loaded code: one chunk, not
              // several (each chunk costs its own import and export lines).
              name: "shared",
              test: /app[\\/](config[\\/]site|ui[\\/](copy-text|loading-indicator|hooks[\\/]use-site-identity)|seo[\\/]absolute-url|analysis[\\/]blocks[\\/]tags|content[\\/]folder[\\/]day-names|images[\\/](srcset|image-manifest))\./,
            },
          ],
        },
      },
    },
  },
}));
