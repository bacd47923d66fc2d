/**
 * Steps 1 and 2: the app bundle (only when the code changed; React Router runs in its own
 * process, while the content folder is hashed), then the content check (in a process of its own)
 * and the image variants (their per-file results cached in the build folder), then the content
 * folder copied into the site.
 */
import { existsSync } from "node:fs";
import { readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { readPriceMaxAgeDaysOrExit } from "#tools/check-content/run-check.ts";
import { startContentCheckProcess, type CheckProcess } from "#tools/check-content/check-process.ts";
import { openContentFolder } from "#app/loaders/index.server.ts";
import { hashFolderByStamp } from "#tools/build/content-copy.ts";
import { copyPublishedContent, type PublishedContent } from "#tools/build/published-content.ts";
import { seconds, touch, type BuildContext } from "./build-context.ts";
import { runAsync } from "./build-files.ts";
import { withCspMeta } from "#app/prerender/index.server.ts";

/** Gives React Router's render of the SPA fallback more than its 10 s (the module says why). */
const PRERENDER_TIME_LIMIT = new URL("./prerender-time-limit.ts", import.meta.url).href;
const PREVIEW_TYPEGEN = new URL("./preview-typegen.ts", import.meta.url).href;

/** The content folder's files by content hash. */
export type ContentHashes = Map<string, string>;

/**
 * Bundles, checks and makes images; the exit status to stop with when one of them failed.
 * `check`: the content check's process if started early (it loads its modules meanwhile).
 * `beforeCheck` runs once the bundle and the content hashes are ready and the check has its task.
 */
export async function bundleAndCheck(
  build: BuildContext,
  check: CheckProcess | undefined,
  beforeCheck?: (contentHashes: ContentHashes) => void,
): Promise<{ exitCode: number } | { contentHashes: ContentHashes }> {
  const { buildDir, clientDir, contentDir, contentCheck } = build.env;
  const bundled = build.rebundle
    ? runAsync("App bundle", process.execPath, [
        ...["--import", PRERENDER_TIME_LIMIT, "--import", PREVIEW_TYPEGEN],
        ...[path.join("node_modules", ".bin", "react-router"), "build"],
      ])
    : Promise.resolve(0);
  const hashStarted = performance.now();
  const { hashes: contentHashes, stamps } = hashFolderByStamp(contentDir, build.last.sources ?? {});
  build.next.sources = stamps;
  console.log(`Content folder hashed: ${contentHashes.size} files (${seconds(hashStarted)})`);
  // The check waits for the bundler: the two at once peaked near 1 GB at 10,000 entries (the
  // bundler alone about 590 MB), and on two cores they saved no time together.
  const bundleStatus = await bundled;
  if (bundleStatus !== 0) return { exitCode: bundleStatus };
  const stepStarted = performance.now();
  // The image step runs in the check's process, which has the image uses in memory.
  const task = (check ?? startContentCheckProcess()).run(contentDir, {
    priceMaxAgeDays: readPriceMaxAgeDaysOrExit(),
    build: { buildDir, contentCheck, hashes: contentHashes, images: true },
  });
  // What runs beside the check holds this event loop for long stretches (a rebuild's page keys):
  // the task is written first. Before, it reached the check about 0.9 s late at 10,000 files.
  await task.sent;
  beforeCheck?.(contentHashes);
  const checked = await task.result;
  if (checked !== 0) return { exitCode: checked };
  console.log(`Content check and image step: ${seconds(stepStarted)}`);
  if (build.rebundle && !existsSync(build.spaFallback)) {
    // With no page of its own to prerender, React Router names the SPA fallback `index.html`;
    // the home page is prerendered later and the fallback keeps its own name.
    await rename(path.join(clientDir, "index.html"), build.spaFallback);
    // Like every prerendered page, it carries its own policy for hosts that send none.
    await writeFile(build.spaFallback, withCspMeta(await readFile(build.spaFallback, "utf8")));
  }
  return { contentHashes };
}

/**
 * Step 3: the content folder inside the site (so `build/client` is a complete static site):
 * what published pages read, and the manifest without drafts. `compress`: precompress the files
 * copied now (a new bundle copies while the content check runs, on the core the check leaves
 * idle); otherwise they are precompressed with the build's other files at the end. `content`:
 * what to copy, when worked out already (a rebuild's, while the check ran).
 */
export async function copyContentFolder(
  build: BuildContext,
  contentHashes: ContentHashes,
  { compress = false, content }: { compress?: boolean; content?: PublishedContent } = {},
): Promise<void> {
  const { clientDir, contentDir } = build.env;
  const syncStarted = performance.now();
  const contentTarget = path.join(clientDir, "assets", "content");
  const folder = openContentFolder(contentDir);
  const published = await copyPublishedContent(
    folder,
    contentTarget,
    contentHashes,
    build.last.content,
    { content, compress },
  );
  build.next.content = published.copiedHashes;
  const written = published.written.map((file) =>
    path.join("assets", "content", ...file.split("/")),
  );
  if (!compress) touch(build, written);
  // The manifest is written besides the copied files.
  const count = Object.keys(published.copiedHashes).length + 1;
  console.log(
    `Content folder: ${published.written.length} of ${count} public files copied` +
      `${compress ? " and precompressed" : ""} (${seconds(syncStarted)})`,
  );
}
