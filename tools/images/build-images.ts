/**
 * The build's image step: for every raster image the content uses, variants for each slot it
 * fills (from the cache when the source is unchanged), and the image manifest the prerender
 * reads. SVG and GIF pass through; images that are missing or cannot be decoded are left to
 * the checker, which reports them with file and line.
 */
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import {
  VARIANT_URL_PREFIX,
  type ImageManifest,
  type ManifestImage,
  type SlotVariants,
} from "#app/images/index.server.ts";
import { guessLayout } from "#tools/check-content/check/page-usage.ts";
import type { ImageSlot, ImageUse } from "./collect-images.ts";
import { openImageUsesCache, type ImageUsesCache } from "./image-uses-cache.ts";
import {
  createImageCache,
  hashSource,
  type ImageCache,
  type StoredVariant,
} from "./image-cache.ts";
import { encodeSlot, PASS_THROUGH_FORMATS, readImageHeader } from "./recipes.ts";

export interface ImageBuildResult {
  manifest: ImageManifest;
  /** Slots encoded by this run (a source used in two slots counts twice). */
  processed: number;
  /** Slots taken from the cache. */
  reused: number;
  /** Images left as they are, with why. */
  skipped: { file: string; reason: string }[];
}

/** `usesCacheFile`: where image uses are remembered between builds (image-uses-cache.ts). */
export async function buildImages(
  contentDir: string,
  cacheDir: string,
  uses?: string | ImageUsesCache,
  hashes?: ReadonlyMap<string, string>,
): Promise<ImageBuildResult> {
  const cache = createImageCache(cacheDir);
  const slotsByUrl = await collectSlots(contentDir, uses, hashes);
  const result: ImageBuildResult = { manifest: {}, processed: 0, reused: 0, skipped: [] };
  for (const [url, { file, slots }] of slotsByUrl) {
    if (PASS_THROUGH_FORMATS.has(formatOfName(file))) continue;
    const filePath = path.resolve(contentDir, file);
    if (!filePath.startsWith(path.resolve(contentDir) + path.sep)) {
      result.skipped.push({ file, reason: "lies outside the content folder" });
      continue;
    }
    let source: Buffer;
    try {
      source = await readFile(filePath);
    } catch {
      result.skipped.push({ file, reason: "cannot be read" });
      continue;
    }
    const image = await buildImage(source, file, slots, cache, result);
    if (image) result.manifest[url] = image;
  }
  return result;
}

async function buildImage(
  source: Buffer,
  file: string,
  slots: ReadonlySet<ImageSlot>,
  cache: ImageCache,
  result: ImageBuildResult,
): Promise<ManifestImage | undefined> {
  const hash = hashSource(source);
  let record = await cache.read(hash);
  if (!record) {
    const header = await readImageHeader(source).catch(() => undefined);
    if (!header?.format || !header.width || !header.height) {
      result.skipped.push({ file, reason: "cannot be decoded" });
      return undefined;
    }
    record = { format: header.format, width: header.width, height: header.height, slots: {} };
  }
  if (PASS_THROUGH_FORMATS.has(record.format)) return undefined;
  const stem = toStem(file);
  for (const slot of slots) {
    const stored = record.slots[slot];
    if (stored && (await cache.hasFiles(stored))) {
      result.reused++;
      continue;
    }
    try {
      const encoded = await encodeSlot(source, slot, record);
      record.slots[slot] = await Promise.all(encoded.map((variant) => cache.store(stem, variant)));
      result.processed++;
    } catch (error) {
      result.skipped.push({ file, reason: `cannot be decoded (${(error as Error).message})` });
      return undefined;
    }
  }
  await cache.write(hash, record);
  return toManifestImage(record.width, record.height, record.slots, slots);
}

function toManifestImage(
  width: number,
  height: number,
  stored: Partial<Record<ImageSlot, StoredVariant[]>>,
  slots: ReadonlySet<ImageSlot>,
): ManifestImage {
  const image: ManifestImage = { width, height };
  const toVariant = ({ name, width, height }: StoredVariant) => ({
    url: VARIANT_URL_PREFIX + name,
    width,
    height,
  });
  const toSlot = (variants: StoredVariant[]): SlotVariants => ({
    avif: variants.filter((v) => v.format === "avif").map(toVariant),
    webp: variants.filter((v) => v.format === "webp").map(toVariant),
  });
  if (slots.has("product") && stored.product) image.product = toSlot(stored.product);
  if (slots.has("text") && stored.text) image.text = toSlot(stored.text);
  const og = slots.has("og") ? stored.og?.[0] : undefined;
  if (og) image.og = toVariant(og);
  return image;
}

/** Every content-folder image the markdown uses, with the slots it fills. */
async function collectSlots(
  contentDir: string,
  uses: string | ImageUsesCache | undefined,
  hashes: ReadonlyMap<string, string> | undefined,
) {
  const files = (await readdir(contentDir, { recursive: true })).filter((file) =>
    file.endsWith(".md"),
  );
  const byUrl = new Map<string, { file: string; slots: Set<ImageSlot> }>();
  // An open cache (the content check's, in a build) or the cache file's name.
  const cache = typeof uses === "object" ? uses : await openImageUsesCache(contentDir, uses);
  for (const file of files.sort()) {
    const relative = file.split(path.sep).join("/");
    const read = () => readFile(path.join(contentDir, file), "utf8");
    const fileUses = await cache.uses(relative, guessLayout(relative), read, hashes?.get(relative));
    for (const use of fileUses) addUse(byUrl, use);
  }
  await cache.save();
  return byUrl;
}

function addUse(byUrl: Map<string, { file: string; slots: Set<ImageSlot> }>, use: ImageUse) {
  if (use.file === undefined) return;
  const entry = byUrl.get(use.url) ?? { file: use.file, slots: new Set<ImageSlot>() };
  entry.slots.add(use.slot);
  byUrl.set(use.url, entry);
}

/** The format a file's name claims: `jpg` counts as `jpeg`, as sharp names it. */
function formatOfName(file: string): string {
  const extension = path.extname(file).slice(1).toLowerCase();
  return extension === "jpg" ? "jpeg" : extension;
}

/** A URL-safe name part from the source file's name. */
function toStem(file: string): string {
  const base = path.basename(file, path.extname(file));
  return (
    base
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "image"
  );
}
