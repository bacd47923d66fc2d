/**
 * The image info one page carries in its model: only what its product cards need (text images
 * are already rewritten into the HTML), so the loader data stays small.
 */
import type { ManifestImage, SlotVariants } from "./image-manifest.ts";

export interface ProductImage {
  /** The 1× size inside the 250×180 box: what the `<img>` says, so nothing shifts. */
  width: number;
  height: number;
  variants: SlotVariants;
}

export interface PageImages {
  /** By product `imageUrl`. */
  products: Record<string, ProductImage>;
  /** The `src` of the one image that loads eagerly with high priority, if any. */
  priority?: string;
}

/** A product image's model entry, or undefined when the build made no variants for it. */
export function toProductImage(image: ManifestImage | undefined): ProductImage | undefined {
  const first = image?.product?.avif[0] ?? image?.product?.webp[0];
  if (!image?.product || !first) return undefined;
  return { width: first.width, height: first.height, variants: image.product };
}
