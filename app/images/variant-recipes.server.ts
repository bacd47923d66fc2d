/**
 * What each slot gets from one source image, as sharp pipelines. Changing a recipe changes
 * RECIPE_VERSION, which is part of every cache key, so stale variants are never reused.
 */
import pLimit, { type LimitFunction } from "p-limit";
import sharp from "sharp";
import {
  OG_SIZE,
  PRODUCT_BOX,
  TEXT_WIDTHS,
  type ImageSlot,
  type ImageVariant,
} from "./image-manifest.ts";

export const RECIPE_VERSION = "1";

export interface EncodedVariant {
  format: "avif" | "webp" | "jpeg";
  width: number;
  height: number;
  data: Buffer;
}

/** Formats a browser shows in `<img>`; anything else still gets variants, and a warning. */
export const BROWSER_FORMATS = new Set(["jpeg", "png", "webp", "avif", "gif", "svg"]);
/** Passed through as uploaded: vector art, and animation a still frame would lose. */
export const PASS_THROUGH_FORMATS = new Set(["svg", "gif"]);

const AVIF = { quality: 50, effort: 2 } as const;
const WEBP = { quality: 72, effort: 4 } as const;

/**
 * How many encodes run at once. Each decodes its source anew (sharp's pipelines are lazy), so
 * this also bounds the decoded images held at once. The default: one at a time.
 */
export type EncodeLimit = LimitFunction;

const ONE_AT_A_TIME = pLimit(1);

/**
 * The variants of one slot, encoded through `limit`: each size in each format is an encode of
 * its own, so a step that allows two encodes at once makes one photo's variants on two cores.
 */
export async function encodeSlot(
  source: Buffer,
  slot: ImageSlot,
  intrinsic: Pick<ImageVariant, "width" | "height"> & { format?: string },
  limit: EncodeLimit = ONE_AT_A_TIME,
): Promise<EncodedVariant[]> {
  if (slot === "og") return [await limit(() => encodePreview(source, intrinsic))];
  const boxes =
    slot === "product"
      ? [1, 2].map((density) => ({
          width: PRODUCT_BOX.width * density,
          height: PRODUCT_BOX.height * density,
        }))
      : textWidths(intrinsic.width).map((width) => ({ width, height: undefined }));
  const encoded = await Promise.all(
    boxes.flatMap((box) =>
      (["avif", "webp"] as const).map((format) =>
        limit(async () => {
          const resized = oriented(source).resize({
            ...box,
            fit: "inside",
            withoutEnlargement: true,
          });
          const pipeline = format === "avif" ? resized.avif(AVIF) : resized.webp(WEBP);
          const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
          return { format, width: info.width, height: info.height, data };
        }),
      ),
    ),
  );
  // A small source gives the same size twice: keep the first, in the order of the boxes.
  return encoded.filter(
    (variant, index) =>
      !encoded
        .slice(0, index)
        .some((seen) => seen.format === variant.format && seen.width === variant.width),
  );
}

/** What link cards accept: X refuses a card image over 5 MB, and 300 KB loads on any phone. */
const MAX_PREVIEW_BYTES = 300_000;

/**
 * The 1200×630 JPEG link card, cropped to fill, keeping the most interesting region (decision
 * 011). Vector art is drawn at the density that covers the box (sharp draws SVG with librsvg); a
 * preview over MAX_PREVIEW_BYTES is encoded again at a lower quality (decision 057).
 */
async function encodePreview(
  source: Buffer,
  intrinsic: Pick<ImageVariant, "width" | "height"> & { format?: string },
): Promise<EncodedVariant> {
  const scale = Math.max(OG_SIZE.width / intrinsic.width, OG_SIZE.height / intrinsic.height, 1);
  const density = intrinsic.format === "svg" ? Math.min(72 * scale, 2400) : undefined;
  const resized = sharp(source, { failOn: "truncated", ...(density && { density }) })
    .rotate()
    .resize({ ...OG_SIZE, fit: "cover", position: sharp.strategy.attention })
    .flatten({ background: "#ffffff" });
  let encoded: EncodedVariant | undefined;
  for (const quality of [80, 70, 60, 50, 40]) {
    const { data, info } = await resized
      .clone()
      .jpeg({ quality, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    encoded = { format: "jpeg", width: info.width, height: info.height, data };
    if (data.length <= MAX_PREVIEW_BYTES) break;
  }
  if (!encoded) throw new Error("no preview quality was tried");
  return encoded;
}

/** The text column's widths up to the image's own; never wider than the original. */
function textWidths(intrinsicWidth: number): number[] {
  const below = TEXT_WIDTHS.filter((width) => width < intrinsicWidth);
  const largest = TEXT_WIDTHS[TEXT_WIDTHS.length - 1] ?? intrinsicWidth;
  return intrinsicWidth <= largest ? [...below, intrinsicWidth] : below;
}

/** Decodes with EXIF rotation applied; sharp refuses truncated or corrupt data. */
function oriented(source: Buffer) {
  return sharp(source, { failOn: "truncated" }).rotate();
}

/** Format and size after rotation, read from the header only. */
export async function readImageHeader(source: Buffer) {
  const meta = await sharp(source).metadata();
  const turned = (meta.orientation ?? 1) >= 5;
  return {
    format: meta.format,
    width: turned ? meta.height : meta.width,
    height: turned ? meta.width : meta.height,
  };
}
