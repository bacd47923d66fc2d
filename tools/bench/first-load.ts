/**
 * The JavaScript a prerendered page loads before it is interactive, and its gzip size: the
 * scripts its HTML names (module scripts, inline module imports, any modulepreloads) and,
 * recursively, every module those import statically. Dynamic `import()` chunks load later, on
 * demand, and are not counted.
 */
import { gzipSync } from "node:zlib";
import { ASSET_LEVELS } from "#app/prerender/index.server.ts";

export interface FirstLoad {
  scripts: string[];
  /** gzip bytes of the script files: the budgeted figure. */
  gzipBytes: number;
  /** gzip bytes of inline scripts: React Router's hydration data (the page's content, again). */
  inlineGzipBytes: number;
}

/**
 * Script URLs a page's HTML loads up front: module scripts, modulepreloads, and what its inline
 * module script imports (statically, or with an `import()` it runs straight away).
 */
export function listFirstLoadScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g))
    urls.add(match[1] ?? "");
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(match[1] ?? "");
  const inline = inlineScripts(html);
  for (const url of listStaticImports(inline)) urls.add(url);
  for (const match of inline.matchAll(/\bimport\(\s*["']([^"']+\.js)["']\s*\)/g))
    urls.add(match[1] ?? "");
  urls.delete("");
  return [...urls];
}

/** Static imports of a built module: `import … from "./x.js"` and `import "./x.js"`. */
export function listStaticImports(code: string): string[] {
  return [
    ...code.matchAll(
      /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g,
    ),
  ].map((match) => match[1] ?? "");
}

export async function measureFirstLoad(pageUrl: string): Promise<FirstLoad> {
  const html = await (await fetch(pageUrl)).text();
  const inlineGzipBytes = gzipSync(inlineScripts(html), { level: ASSET_LEVELS.gzip }).length;
  const pending = listFirstLoadScripts(html).map((script) => new URL(script, pageUrl).href);
  const seen = new Set<string>();
  let gzipBytes = 0;
  for (let url = pending.pop(); url !== undefined; url = pending.pop()) {
    if (seen.has(url)) continue;
    seen.add(url);
    const code = Buffer.from(await (await fetch(url)).arrayBuffer());
    gzipBytes += gzipSync(code, { level: ASSET_LEVELS.gzip }).length;
    for (const imported of listStaticImports(code.toString("utf8")))
      pending.push(new URL(imported, url).href);
  }
  return { scripts: [...seen].map((url) => new URL(url).pathname), gzipBytes, inlineGzipBytes };
}

function inlineScripts(html: string): string {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] ?? "")
    .join("\n");
}
