/**
 * A crawler reading a running site in a loop, as a visitor's browser would: every page of a list,
 * then every script, style and image file each page names, recording any answer that is not a
 * page or a file (a 404 or 5xx, or no answer), with the time it came. For the deploy tests
 * (decision 055): nothing may break while builds run and are killed.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export interface Broken {
  url: string;
  status: number | string;
  at: number;
}

/** The `/assets/...` files a page names (scripts, styles, preloads, icons). */
function namedAssets(html: string): string[] {
  const found = new Set<string>();
  for (const [, url] of html.matchAll(/(?:src|href)="(\/assets\/[^"?#]+)/g)) {
    if (url) found.add(url);
  }
  return [...found];
}

async function check(base: string, url: string, broken: Broken[]): Promise<string | undefined> {
  try {
    const response = await fetch(new URL(url, base), { redirect: "manual" });
    const body = await response.text();
    if (response.status >= 400) broken.push({ url, status: response.status, at: Date.now() });
    return response.status === 200 ? body : undefined;
  } catch (error) {
    broken.push({ url, status: String(error), at: Date.now() });
    return undefined;
  }
}

/** One pass over `pages` and the assets they name; what broke is appended to `broken`. */
export async function crawlOnce(base: string, pages: readonly string[], broken: Broken[]) {
  let read = 0;
  for (const page of pages) {
    const html = await check(base, page, broken);
    read += 1;
    if (html === undefined) continue;
    for (const asset of namedAssets(html)) {
      await check(base, asset, broken);
      read += 1;
    }
  }
  return read;
}

/** Crawls in a loop until stopped; `stop()` resolves with what broke and how much was read. */
export function startCrawler(base: string, pages: readonly string[]) {
  const broken: Broken[] = [];
  let running = true;
  let read = 0;
  const loop = (async () => {
    while (running) read += await crawlOnce(base, pages, broken);
  })();
  return {
    broken,
    stop: async () => {
      running = false;
      await loop;
      return { broken, read };
    },
  };
}

/** Every file under `dir` (relative, `/`-separated) with its content's hash and its inode. */
export function fileHashes(dir: string): Map<string, { hash: string; ino: number }> {
  const files = new Map<string, { hash: string; ino: number }>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const hash = createHash("sha256").update(readFileSync(file)).digest("hex");
    files.set(path.relative(dir, file), { hash, ino: statSync(file).ino });
  }
  return files;
}
