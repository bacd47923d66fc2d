/**
 * Step 5: what a static host needs besides the pages, from the same builders the server runs
 * live: image variants, feeds, page index records (written while the pages render: step 4),
 * `_headers` and `_redirects` (Cloudflare Pages, Netlify).
 */
import path from "node:path";
import { performance } from "node:perf_hooks";
import { toFolderFile } from "#app/content/index.ts";
import { replaceFile } from "#app/prerender/index.server.ts";
import {
  openSummaryTable,
  summaryFacts,
  type SummaryTableWriter,
} from "#app/loaders/index.server.ts";
import { buildFeedFiles, feedSite, type ReadFacts } from "#app/seo/index.ts";
import { copyImageVariants } from "#tools/images/copy-variants.ts";
import { openFeedFactsCache } from "#tools/check-content/feed-facts-cache.ts";
import { fileCacheIn } from "#app/loaders/index.server.ts";
import { buildHeadersFile } from "#tools/build/headers-file.ts";
import { writeRedirectsFile } from "#tools/build/write-redirects.ts";
import { seconds, type BuildContext } from "./build-context.ts";
import type { ContentHashes } from "./bundle-and-check.ts";
import type { BuiltPages, PagePlan } from "./prerender-pages.ts";

/**
 * The feeds' files, from the manifest and each entry's facts (cached by file content): worked
 * out while the content check runs in a rebuild (main.ts), written by `writeSiteFiles` once the
 * check passed.
 */
export interface Feeds {
  /** Each feed file's text by its name in the site. */
  files: Record<string, string>;
  /** How long they took to work out, for the build log. */
  seconds: string;
}

export async function buildFeeds(
  build: BuildContext,
  plan: Pick<PagePlan, "folder" | "manifest">,
  contentHashes: ContentHashes,
): Promise<Feeds> {
  const started = performance.now();
  const { folder, manifest } = plan;
  const factsCache = await openFeedFactsCache(
    fileCacheIn(build.env.buildDir, "feed-facts"),
    contentHashes,
  );
  const summaries = openSummaryTable(build.env.buildDir);
  const files = await buildFeedFiles(
    manifest.entries,
    folder.readText,
    feedSite(build.env.siteUrl),
    undefined,
    recordSummaries(factsCache.readerFor(folder.readText), contentHashes, summaries),
  );
  await factsCache.save();
  summaries.close();
  return { files, seconds: seconds(started) };
}

/**
 * The listing summaries of every file the feeds read (app/loaders/known-summaries.server.ts): the
 * feeds need each published file's META and DATA blocks, which is all a listing shows of it, so
 * the render threads' listings take them from here instead of analysing each file again.
 */
function recordSummaries(
  readFacts: ReadFacts,
  hashes: ContentHashes,
  table: SummaryTableWriter,
): ReadFacts {
  return async (source, layout) => {
    const facts = await readFacts(source, layout);
    const file = toFolderFile(source);
    const contentHash = file === undefined ? undefined : hashes.get(file);
    if (facts && file !== undefined && contentHash !== undefined)
      table.add({ file, layout, contentHash, facts: summaryFacts(facts) });
    return facts;
  };
}

export async function writeSiteFiles(
  build: BuildContext,
  pages: BuiltPages,
  contentHashes: ContentHashes,
  feeds: Feeds,
): Promise<void> {
  const { clientDir, siteUrl } = build.env;
  const { images, imageCache } = pages;
  const { next } = build;
  const variants = await copyImageVariants(images, imageCache, clientDir);
  // Precompressed again only when written: an unchanged folder is one the next release passes.
  if (variants.manifestWritten) build.touched.add(variants.manifestFile);
  console.log(
    `Image variants: ${variants.copied} of ${variants.named} copied into assets/img` +
      `${variants.manifestWritten ? "" : ", their manifest unchanged"}`,
  );

  for (const [name, text] of Object.entries(feeds.files)) {
    await replaceFile(path.join(clientDir, name), text);
    build.touched.add(name);
  }
  console.log(`Wrote ${Object.keys(feeds.files).join(", ")} for ${siteUrl} (${feeds.seconds})`);
  // Each with its `.br`: not among the files precompressed after this step.
  const records = await pages.records;
  next.records = records.files.hashes;
  console.log(
    `Page index records: ${records.files.written} of ${records.files.files} written ` +
      `(${records.seconds}, while the pages rendered)`,
  );
  await writeHostFiles(build, pages, contentHashes);
}

/**
 * For static hosts (Cloudflare Pages, Netlify): docs/deploy.md. `_headers` is a few wildcard
 * rules whatever the site's size (each page carries its own script hashes in a meta policy);
 * `_redirects` holds the `/go/` links and old URLs, within the hosts' limits.
 */
async function writeHostFiles(
  build: BuildContext,
  pages: BuiltPages,
  contentHashes: ContentHashes,
): Promise<void> {
  const { buildDir, clientDir, siteUrl } = build.env;
  const stepStarted = performance.now();
  const headersFile = buildHeadersFile(siteUrl);
  await replaceFile(path.join(clientDir, "_headers"), headersFile.text);
  console.log(`Wrote _headers (${headersFile.rules} rules)`);
  const redirects = await writeRedirectsFile(
    clientDir,
    pages.manifest.entries,
    pages.folder.readText,
    { hashes: contentHashes, cache: fileCacheIn(buildDir, "redirect-aliases") },
  );
  build.touched.add(redirects);
  console.log(`_headers and _redirects: ${seconds(stepStarted)}`);
}
