import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { readSiteEnv } from "#app/config/env.ts";

const env = readSiteEnv();

export default defineConfig({
  plugins: [reactRouter()],
  define: {
    // The browser bundle's only view of the environment (app/site.ts).
    "import.meta.env.VITE_SITE_URL": JSON.stringify(env.siteUrl),
    "import.meta.env.VITE_DEBUG": JSON.stringify(env.debug),
  },
  build: { assetsInlineLimit: 0 },
});
