/**
 * After `react-router build`: put the content folder into the build (so build/client is a
 * complete static site for any host), write the sitemap, feed and robots.txt, let each page's
 * text come before its scripts, build the search index, and precompress text assets for the server.
 */
import { cp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { readSiteEnv } from "#app/config/env.ts";
import { buildFeedFiles } from "#app/seo/feeds/feeds.ts";
import { parseManifest } from "#app/engine/manifest/manifest.ts";
import { feedSite, readContentText } from "#server/feeds.ts";
import { MANIFEST_FILE } from "#server/manifest-cache.ts";
import { buildSearchIndex } from "#tools/search/build-search-index.ts";
import { precompressDirectory } from "./precompress.ts";
import { stripModulePreloads } from "./strip-module-preloads.ts";

const { contentDir, siteUrl } = readSiteEnv();
const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const target = path.join(clientDir, "assets", "content");

await rm(target, { recursive: true, force: true });
await cp(contentDir, target, { recursive: true });
console.log(
  `Copied ${path.relative(process.cwd(), contentDir) || "."} into ${path.relative(process.cwd(), target)}`,
);

// The same builders the server runs live; these serve hosts that only serve files.
const { entries } = parseManifest(await readFile(path.join(contentDir, MANIFEST_FILE), "utf8"));
const feeds = await buildFeedFiles(entries, readContentText(contentDir), feedSite(siteUrl));
for (const [name, text] of Object.entries(feeds)) await writeFile(path.join(clientDir, name), text);
console.log(`Wrote ${Object.keys(feeds).join(", ")} for ${siteUrl}`);

// The SPA fallback keeps its preloads: it has no text to show before its scripts run.
const pages = (await readdir(clientDir, { recursive: true })).filter(
  (file) =>
    file.endsWith(".html") &&
    !file.startsWith(`assets${path.sep}`) &&
    file !== "__spa-fallback.html",
);
for (const page of pages) {
  const file = path.join(clientDir, page);
  await writeFile(file, stripModulePreloads(await readFile(file, "utf8")));
}
console.log(`Removed module preloads from ${pages.length} pages`);

const search = await buildSearchIndex(clientDir);
console.log(`Indexed ${search.pages} pages for search in ${search.milliseconds} ms`);

const { compressed, originalBytes, brotliBytes } = await precompressDirectory(clientDir);
console.log(
  `Precompressed ${compressed.length} files: ${originalBytes} → ${brotliBytes} bytes (brotli)`,
);
