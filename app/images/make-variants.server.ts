/**
 * One source image's variants for the slots it fills, from the variant cache when the source is
 * unchanged: the code the build's image step (tools/images/build-images.ts) and the server's
 * images published after the build (server/live-pages/live-images.ts) share, so both make the
 * same files and the same manifest entry.
 */
import path from "node:path";
import {
  VARIANT_URL_PREFIX,
  type ImageSlot,
  type ManifestImage,
  type SlotVariants,
} from "./image-manifest.ts";
import { hashSource, type ImageCache, type StoredVariant } from "./variant-cache.server.ts";
import {
  encodeSlot,
  PASS_THROUGH_FORMATS,
  readImageHeader,
  type EncodeLimit,
} from "./variant-recipes.server.ts";

export interface ImageBuildResult {
  manifest: Record<string, ManifestImage>;
  /** Slots encoded by this run (a source used in two slots counts twice). */
  processed: number;
  /** Slots taken from the cache. */
  reused: number;
  /** Images left as they are, with why. */
  skipped: { file: string; reason: string }[];
}

/**
 * `result` counts what was encoded and reused, and says why an image was left as it is. `limit`:
 * how many encodes run at once (encodeSlot), shared by the images a step makes together.
 */
export async function buildImage(
  source: Buffer,
  file: string,
  slots: ReadonlySet<ImageSlot>,
  cache: ImageCache,
  result: ImageBuildResult,
  limit?: EncodeLimit,
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
  // Vector art and animation are served as uploaded; only their link card is made (raster).
  const wanted = PASS_THROUGH_FORMATS.has(record.format)
    ? new Set([...slots].filter((slot) => slot === "og"))
    : slots;
  if (wanted.size === 0) return undefined;
  const stem = toStem(file);
  for (const slot of wanted) {
    const stored = record.slots[slot];
    if (stored && (await cache.hasFiles(stored))) {
      result.reused++;
      continue;
    }
    try {
      const encoded = await encodeSlot(source, slot, record, limit);
      record.slots[slot] = await Promise.all(encoded.map((variant) => cache.store(stem, variant)));
      result.processed++;
    } catch (error) {
      result.skipped.push({ file, reason: `cannot be decoded (${(error as Error).message})` });
      return undefined;
    }
  }
  await cache.write(hash, record);
  return toManifestImage(record.width, record.height, record.slots, wanted);
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
