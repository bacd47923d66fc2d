/**
 * The image info one page carries in its model (`PageImages`, with the model in the engine):
 * only what its product cards need, so the loader data stays small.
 */
import type { PageImages, ProductImage } from "#app/analysis/index.ts";
import type { ManifestImage } from "./image-manifest.ts";

export type { PageImages, ProductImage };

/** A product image's model entry, or undefined when the build made no variants for it. */
export function toProductImage(image: ManifestImage | undefined): ProductImage | undefined {
  const first = image?.product?.avif[0] ?? image?.product?.webp[0];
  if (!image?.product || !first) return undefined;
  return { width: first.width, height: first.height, variants: image.product };
}
