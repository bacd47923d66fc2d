/**
 * After `react-router build`: put the content folder into the build (so build/client is a
 * complete static site for any host), write the sitemap, feed and robots.txt and the page index
 * records, let each page's text come before its scripts, build the search index, write
 * `_headers` for static hosts, and precompress text assets.
 */
import { cp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { readSiteEnvOrExit } from "#app/config/index.server.ts";
import { openContentFolder } from "#app/data/index.server.ts";
import { buildFeedFiles, feedSite } from "#app/seo/index.ts";
import { readImageCacheDir, readImageManifest } from "#app/images/index.server.ts";
import { copyImageVariants } from "#tools/images/copy-variants.ts";
import { buildHeadersFile, HOST_RULE_LIMIT } from "./headers-file.ts";
import { buildSearchIndex } from "#tools/search/build-search-index.ts";
import { writePageIndexFiles } from "./page-index-files.ts";
import { precompressDirectory } from "./precompress.ts";
import { stripModulePreloads } from "./strip-module-preloads.ts";

const { contentDir, siteUrl, clientDir } = readSiteEnvOrExit();
const target = path.join(clientDir, "assets", "content");

await rm(target, { recursive: true, force: true });
await cp(contentDir, target, { recursive: true });
console.log(
  `Copied ${path.relative(process.cwd(), contentDir) || "."} into ${path.relative(process.cwd(), target)}`,
);

const imageCache = readImageCacheDir();
const variants = await copyImageVariants(
  await readImageManifest(contentDir, imageCache),
  imageCache,
  clientDir,
);
console.log(`Copied ${variants} image variants into assets/img`);

// The same builders the server runs live; these serve hosts that only serve files.
const folder = openContentFolder(contentDir);
const manifest = await folder.readManifest();
const { entries } = manifest;
const feeds = await buildFeedFiles(entries, folder.readText, feedSite(siteUrl));
for (const [name, text] of Object.entries(feeds)) await writeFile(path.join(clientDir, name), text);
console.log(`Wrote ${Object.keys(feeds).join(", ")} for ${siteUrl}`);
console.log(`Wrote ${(await writePageIndexFiles(clientDir, manifest)).files} page index records`);

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

// For static hosts that read _headers (Cloudflare Pages, Netlify): docs/deploy.md.
const headersFile = await buildHeadersFile(clientDir, siteUrl);
await writeFile(path.join(clientDir, "_headers"), headersFile.text);
console.log(`Wrote _headers (${headersFile.rules} rules)`);
if (headersFile.rules > HOST_RULE_LIMIT) {
  console.warn(`_headers has more than ${HOST_RULE_LIMIT} rules: Cloudflare Pages ignores the rest`);
}

const search = await buildSearchIndex(clientDir);
console.log(`Indexed ${search.pages} pages for search in ${search.milliseconds} ms`);

const { compressed, originalBytes, brotliBytes } = await precompressDirectory(clientDir);
console.log(
  `Precompressed ${compressed.length} files: ${originalBytes} → ${brotliBytes} bytes (brotli)`,
);
