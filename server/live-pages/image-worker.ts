/**
 * The server's image thread: makes the variants of an image published after the build with the
 * build's own image code (#app/images: buildImage, the same recipes and cache), one image at a
 * time, and copies them where the site serves variants (`client/assets/img/`).
 */
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import sharp from "sharp";
import {
  buildImage,
  createImageCache,
  VARIANT_URL_PREFIX,
  type ImageBuildResult,
  type ImageSlot,
  type ManifestImage,
} from "#app/images/index.server.ts";
import { replaceWithCopy } from "#app/prerender/index.server.ts";

export interface ImageJob {
  id: number;
  /** The image's file in the content folder (`images/x.jpg`). */
  file: string;
  slots: ImageSlot[];
}

export type ImageReply = { id: number; image?: ManifestImage; error?: string };

const { contentDir, cacheDir, clientDir } = workerData as {
  contentDir: string;
  cacheDir: string;
  clientDir: string;
};
// One image at a time on one libvips thread, with no pixel cache: a bounded background job.
sharp.concurrency(1);
sharp.cache(false);
const cache = createImageCache(cacheDir);
const target = path.join(clientDir, ...VARIANT_URL_PREFIX.split("/").filter(Boolean));

async function make(job: ImageJob): Promise<ManifestImage | undefined> {
  const source = await readFile(path.join(contentDir, job.file));
  const result: ImageBuildResult = { manifest: {}, processed: 0, reused: 0, skipped: [] };
  const image = await buildImage(source, job.file, new Set(job.slots), cache, result);
  if (!image) throw new Error(result.skipped[0]?.reason ?? "no variants made");
  await mkdir(target, { recursive: true });
  const variants = [image.text, image.product].flatMap((slot) =>
    slot ? [...slot.avif, ...slot.webp] : [],
  );
  if (image.og) variants.push(image.og);
  for (const { url } of variants) {
    const name = url.slice(VARIANT_URL_PREFIX.length);
    await replaceWithCopy(cache.variantFile(name), path.join(target, name));
  }
  return image;
}

parentPort?.on("message", (job: ImageJob) => {
  make(job).then(
    (image) => parentPort?.postMessage({ id: job.id, image } satisfies ImageReply),
    (error: unknown) =>
      parentPort?.postMessage({
        id: job.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies ImageReply),
  );
});
