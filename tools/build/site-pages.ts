/**
 * The prerendered pages of a build with the Content-Security-Policy each needs: React Router
 * writes inline scripts (hydration data), so a host that only serves files must send every page
 * its own script hashes, as the Node server computes them per response.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { buildContentSecurityPolicy, inlineScriptHashes } from "#app/prerender/index.server.ts";

export interface BuiltPage {
  /** URL path, e.g. `/` or `/insights/a`. */
  urlPath: string;
  /** Path of the HTML file inside the build, e.g. `/insights/a/index.html`. */
  file: string;
  csp: string;
}

export const SPA_FALLBACK_FILE = "/__spa-fallback.html";

/** Every `index.html` outside `assets/`, plus the SPA fallback, sorted by URL path. */
export async function listBuiltPages(clientDir: string): Promise<BuiltPage[]> {
  const files = (await readdir(clientDir, { recursive: true }))
    .map((file) => `/${file.split(path.sep).join("/")}`)
    .filter(
      (file) =>
        (file.endsWith("/index.html") && !file.startsWith("/assets/")) ||
        file === SPA_FALLBACK_FILE,
    )
    .sort();
  const pages: BuiltPage[] = [];
  for (const file of files) {
    const html = await readFile(path.join(clientDir, file), "utf8");
    const urlPath = file === SPA_FALLBACK_FILE ? file : file.slice(0, -"/index.html".length) || "/";
    const csp = buildContentSecurityPolicy({ scriptHashes: inlineScriptHashes(html) });
    pages.push({ urlPath, file, csp });
  }
  return pages;
}
