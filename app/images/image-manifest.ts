/**
 * What the build's image step (tools/images/) tells the prerender about each raster image the
 * content uses: its intrinsic size and the variants made for each slot it fills. Keyed by the
 * image's site path as pages write it (`/assets/content/images/...`, URL-encoded).
 */

import type { ImageVariant, SlotVariants } from "#app/analysis/index.ts";

export type { ImageVariant, SlotVariants };

export interface ManifestImage {
  /** Intrinsic size of the original, after EXIF rotation. */
  width: number;
  height: number;
  /** For a product card's image box. */
  product?: SlotVariants;
  /** For an image in the text column. */
  text?: SlotVariants;
  /** A 1200×630 JPEG for link cards. */
  og?: ImageVariant;
}

export type ImageManifest = Record<string, ManifestImage>;

/** What an image is used for on a page: a product card, the text column, a link card. */
export type ImageSlot = "product" | "text" | "og";

/** The slot sizes the variants are made for; the CSS draws the same boxes. */
export const PRODUCT_BOX = { width: 250, height: 180 } as const;
/** Text images: the widths a text column needs, at 1× and 2× (posts are at most 900 px wide). */
export const TEXT_WIDTHS = [480, 960, 1440, 1800] as const;
export const TEXT_SIZES = "(max-width: 960px) 100vw, 900px";
export const OG_SIZE = { width: 1200, height: 630 } as const;

/** Where the build serves the variants, and the manifest for pages the browser renders. */
export const VARIANT_URL_PREFIX = "/assets/img/";
export const IMAGE_MANIFEST_URL = `${VARIANT_URL_PREFIX}manifest.json`;
