/** The JavaScript a prerendered page loads before it is interactive, and its gzip size. */
import { gzipSync } from "node:zlib";

export interface FirstLoad {
  scripts: string[];
  /** gzip bytes of the script files: the budgeted figure. */
  gzipBytes: number;
  /** gzip bytes of inline scripts: React Router's hydration data (the page's content, again). */
  inlineGzipBytes: number;
}

/** Script URLs a page's HTML loads up front: module scripts, modulepreloads, inline imports. */
export function listFirstLoadScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(match[1] ?? "");
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(match[1] ?? "");
  for (const match of html.matchAll(/import\s*(?:\(\s*)?["']([^"']+\.js)["']/g)) urls.add(match[1] ?? "");
  urls.delete("");
  return [...urls];
}

export async function measureFirstLoad(pageUrl: string): Promise<FirstLoad> {
  const html = await (await fetch(pageUrl)).text();
  const scripts = listFirstLoadScripts(html);
  const inlineGzipBytes = gzipSync(inlineScripts(html), { level: 9 }).length;
  let gzipBytes = 0;
  for (const script of scripts) {
    const body = Buffer.from(await (await fetch(new URL(script, pageUrl))).arrayBuffer());
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { scripts, gzipBytes, inlineGzipBytes };
}

function inlineScripts(html: string): string {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? "").join("\n");
}
