/**
 * Step 5: what a static host needs besides the pages, from the same builders the server runs
 * live: image variants, feeds, page index records, and `_headers` (Cloudflare Pages, Netlify).
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { pageIndexFile } from "#app/engine/index.ts";
import { buildFeedFiles, feedSite } from "#app/seo/index.ts";
import { buildContentSecurityPolicy, inlineScriptHashes } from "#server/security-headers.ts";
import { SPA_FALLBACK_FILE } from "#tools/deploy/site-pages.ts";
import { copyImageVariants } from "#tools/images/copy-variants.ts";
import { openFeedFactsCache } from "#tools/build/feed-facts-cache.ts";
import { buildCacheFile } from "#tools/build/file-cache.ts";
import { buildHeadersFile, HOST_RULE_LIMIT } from "#tools/build/headers-file.ts";
import { writePageIndexFiles } from "#tools/build/page-index-files.ts";
import { seconds, touch, type BuildContext } from "./build-context.ts";
import { listRelative } from "./build-files.ts";
import type { ContentHashes } from "./bundle-and-check.ts";
import type { BuiltPages } from "./prerender-pages.ts";

export async function writeSiteFiles(
  build: BuildContext,
  pages: BuiltPages,
  contentHashes: ContentHashes,
): Promise<void> {
  const { buildDir, clientDir, siteUrl } = build.env;
  const { folder, manifest, images, imageCache } = pages;
  const { last, next } = build;
  let stepStarted = performance.now();
  const variants = await copyImageVariants(images, imageCache, clientDir);
  build.touched.add(path.join("assets", "img", "image-manifest.json"));
  console.log(`Copied ${variants} image variants into assets/img`);

  const factsCache = await openFeedFactsCache(
    buildCacheFile(buildDir, "feed-facts"),
    contentHashes,
  );
  const feeds = await buildFeedFiles(
    manifest.entries,
    folder.readText,
    feedSite(siteUrl),
    undefined,
    factsCache.readerFor(folder.readText),
  );
  await factsCache.save();
  for (const [name, text] of Object.entries(feeds)) {
    await writeFile(path.join(clientDir, name), text);
    build.touched.add(name);
  }
  console.log(`Wrote ${Object.keys(feeds).join(", ")} for ${siteUrl} (${seconds(stepStarted)})`);
  stepStarted = performance.now();
  const records = await writePageIndexFiles(clientDir, manifest, last.records ?? {});
  next.records = records.hashes;
  touch(
    build,
    Object.keys(records.hashes)
      .filter((pathname) => records.hashes[pathname] !== last.records?.[pathname])
      .map((pathname) => pageIndexFile(pathname).split("/").join(path.sep)),
  );
  console.log(
    `Page index records: ${records.written} of ${records.files} written (${seconds(stepStarted)})`,
  );
  await writeHeaders(build);
}

/** `_headers` for static hosts that read it: docs/deploy.md. */
async function writeHeaders(build: BuildContext): Promise<void> {
  const { clientDir, siteUrl } = build.env;
  const stepStarted = performance.now();
  const fallbackHtml = await readFile(build.spaFallback, "utf8");
  // The files a rule may name: the top level, the bundle's assets and the pages' route data (the
  // copied content and the page index records have one rule each; walking them took seconds).
  const topLevel = await readdir(clientDir, { withFileTypes: true });
  const siteFiles = [
    ...topLevel.filter((entry) => entry.isFile()).map((entry) => entry.name),
    ...(await listRelative(path.join(clientDir, "assets"), "assets", ["content", "page-index"])),
    ...Object.values(build.next.pages).flatMap((record) => record.files),
  ];
  const headersFile = await buildHeadersFile(
    clientDir,
    siteUrl,
    [
      ...Object.entries(build.next.pages).map(([urlPath, record]) => ({
        urlPath,
        csp: record.csp,
      })),
      {
        urlPath: SPA_FALLBACK_FILE,
        csp: buildContentSecurityPolicy({ scriptHashes: inlineScriptHashes(fallbackHtml) }),
      },
    ],
    siteFiles,
  );
  await writeFile(path.join(clientDir, "_headers"), headersFile.text);
  console.log(`Wrote _headers (${headersFile.rules} rules) (${seconds(stepStarted)})`);
  if (headersFile.rules > HOST_RULE_LIMIT) {
    console.warn(
      `_headers has more than ${HOST_RULE_LIMIT} rules: Cloudflare Pages ignores the rest`,
    );
  }
}
