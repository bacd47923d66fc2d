import type { Config } from "@react-router/dev/config";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { readSiteEnv } from "#app/config/env.ts";
import { parseManifest } from "#app/content/manifest.ts";
import { listPrerenderPaths } from "#app/content/resolve-page.ts";

export default {
  // No runtime rendering: every page is prerendered at build time from the manifest, and pages
  // published later hydrate from the SPA fallback (docs/decisions/001-prerendered-react-router.md).
  ssr: false,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  async prerender() {
    const { contentDir } = readSiteEnv();
    const text = await readFile(path.join(contentDir, "content-manifest.json"), "utf8");
    const { entries, problems } = parseManifest(text);
    for (const problem of problems) console.error(problem.message);
    return listPrerenderPaths(entries);
  },
} satisfies Config;
