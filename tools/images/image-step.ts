/**
 * The build's image step: makes the image variants (cached by content hash) and writes the image
 * manifest for the content folder. Prints how many slots it encoded and reused.
 */
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  imageManifestFile,
  liveImageManifestFile,
  readImageCacheDir,
} from "#app/images/index.server.ts";
import { fileCacheIn } from "#app/loaders/index.server.ts";
import { buildImages, type ImageSlots } from "./build-images.ts";
import type { ImageUsesCache } from "./image-uses-cache.ts";

/**
 * `hashes`: the content folder's file hashes, when the build has them (spares reading files).
 * `uses`: the image uses cache already open (the content check's), else the build's file.
 * `slots`: every file's uses as the content check gathered them (build-images.ts).
 */
export async function runImageStep(
  contentDir: string,
  buildDir: string,
  hashes?: ReadonlyMap<string, string>,
  uses?: ImageUsesCache,
  slots?: ImageSlots,
): Promise<void> {
  const cacheDir = readImageCacheDir();
  const started = performance.now();
  const { manifest, processed, reused, skipped } = await buildImages(
    contentDir,
    cacheDir,
    uses ?? fileCacheIn(buildDir, "image-uses"),
    hashes,
    slots,
  );
  // In the build folder, which the server reads it from wherever the folder is deployed.
  const manifestFile = imageManifestFile(buildDir);
  await mkdir(path.dirname(manifestFile), { recursive: true });
  // Whole or not at all: the prerender must never read half a manifest.
  await writeFile(`${manifestFile}.${process.pid}.tmp`, JSON.stringify(manifest, null, 1));
  await rename(`${manifestFile}.${process.pid}.tmp`, manifestFile);
  // What a server made for images published since the last build: this build made them all.
  await rm(liveImageManifestFile(buildDir), { force: true });

  for (const { file, reason } of skipped)
    console.warn(`images: ${file} ${reason}: served as uploaded`);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(
    `images: ${Object.keys(manifest).length} images, ${processed} slots processed, ${reused} from the cache (${seconds}s)`,
  );
}
