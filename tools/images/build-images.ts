/**
 * The build's image step: for every raster image the content uses, variants for each slot it
 * fills (from the cache when the source is unchanged), and the image manifest the prerender
 * reads. SVG and GIF pass through; images that are missing or cannot be decoded are left to
 * the checker, which reports them with file and line.
 */
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import pLimit from "p-limit";
import {
  buildImage,
  createImageCache,
  PASS_THROUGH_FORMATS,
  type ImageBuildResult,
  type ImageSlot,
} from "#app/images/index.server.ts";
import { guessLayout } from "#app/content-check/index.server.ts";
import type { ImageUse } from "./collect-images.ts";
import { openImageUsesCache, type ImageUsesCache } from "./image-uses-cache.ts";
import type { FileCacheLocation } from "#app/loaders/index.server.ts";

export type { ImageBuildResult };

/**
 * Encodes the step runs at once. The step ran on one core of two (one encode at a time); two
 * fill both. More would hold more decoded photos at once in the check's process, whose image
 * step is one of the clean build's two peaks (decision 080).
 */
const ENCODES_AT_ONCE = 2;

/** Every content-folder image the markdown uses, by URL: its file and the slots it fills. */
export type ImageSlots = Map<string, { file: string; slots: Set<ImageSlot> }>;

/**
 * `uses`: the open image uses cache, or where they are remembered between builds
 * (image-uses-cache.ts). `slots`: every markdown file's uses already gathered (the content check
 * reads them all: `checkImages`), so they are not read again.
 */
export async function buildImages(
  contentDir: string,
  cacheDir: string,
  uses?: FileCacheLocation | ImageUsesCache,
  hashes?: ReadonlyMap<string, string>,
  slots?: ImageSlots,
): Promise<ImageBuildResult> {
  const cache = createImageCache(cacheDir);
  const slotsByUrl = slots ?? (await collectSlots(contentDir, uses, hashes));
  const result: ImageBuildResult = { manifest: {}, processed: 0, reused: 0, skipped: [] };
  // Two images at a time, their encodes two at a time in all: one encode keeps one core busy.
  const images = pLimit(ENCODES_AT_ONCE);
  const encodes = pLimit(ENCODES_AT_ONCE);
  const made = await Promise.all(
    [...slotsByUrl].map(([url, uses]) => images(() => makeImage(url, uses))),
  );
  // The manifest in URL order: the same images make the same text, byte for byte, whatever order
  // their uses were gathered in, so a rebuild leaves the release's manifest file as a clean build
  // writes it. The log's order is the content's.
  const byUrl = [...made].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  for (const { url, image } of byUrl) if (image) result.manifest[url] = image;
  for (const { skipped } of made) if (skipped) result.skipped.push(...skipped);
  return result;

  async function makeImage(url: string, { file, slots }: { file: string; slots: Set<ImageSlot> }) {
    // Vector art and animation stay as uploaded in the page; a link card of them is raster.
    const passThrough = PASS_THROUGH_FORMATS.has(formatOfName(file));
    if (passThrough && !slots.has("og")) return { url };
    const wanted: ReadonlySet<ImageSlot> = passThrough ? new Set(["og"]) : slots;
    const filePath = path.resolve(contentDir, file);
    if (!filePath.startsWith(path.resolve(contentDir) + path.sep))
      return { url, skipped: [{ file, reason: "lies outside the content folder" }] };
    let source: Buffer;
    try {
      source = await readFile(filePath);
    } catch {
      return { url, skipped: [{ file, reason: "cannot be read" }] };
    }
    // Counted in `result` as made; the reasons an image was left out are kept in order here.
    const own: ImageBuildResult = { manifest: {}, processed: 0, reused: 0, skipped: [] };
    const image = await buildImage(source, file, wanted, cache, own, encodes);
    result.processed += own.processed;
    result.reused += own.reused;
    return { url, image, skipped: own.skipped };
  }
}

/** Every content-folder image the markdown uses, with the slots it fills. */
async function collectSlots(
  contentDir: string,
  uses: FileCacheLocation | ImageUsesCache | undefined,
  hashes: ReadonlyMap<string, string> | undefined,
) {
  const files = (await readdir(contentDir, { recursive: true })).filter((file) =>
    file.endsWith(".md"),
  );
  const byUrl: ImageSlots = new Map();
  // An open cache (the content check's, in a build) or where the cache lives.
  const cache = uses && "uses" in uses ? uses : await openImageUsesCache(contentDir, uses);
  for (const file of files.sort()) {
    const relative = file.split(path.sep).join("/");
    const read = () => readFile(path.join(contentDir, file), "utf8");
    const fileUses = await cache.uses(relative, guessLayout(relative), read, hashes?.get(relative));
    addImageUses(byUrl, fileUses);
  }
  await cache.save();
  return byUrl;
}

/** Adds one file's uses to `byUrl`; files are added in path order. */
export function addImageUses(byUrl: ImageSlots, uses: readonly ImageUse[]): void {
  for (const use of uses) {
    if (use.file === undefined) continue;
    const entry = byUrl.get(use.url) ?? { file: use.file, slots: new Set<ImageSlot>() };
    entry.slots.add(use.slot);
    byUrl.set(use.url, entry);
  }
}

/** The format a file's name claims: `jpg` counts as `jpeg`, as sharp names it. */
function formatOfName(file: string): string {
  const extension = path.extname(file).slice(1).toLowerCase();
  return extension === "jpg" ? "jpeg" : extension;
}
