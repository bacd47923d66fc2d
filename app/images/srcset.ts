/**
 * A `srcset` value: each variant with its width descriptor. Its own module: product cards need
 * it on every page's first load, the `<picture>` markup for text images only in the loaders.
 */
export function toSrcset(variants: readonly { url: string; width: number }[]): string {
  return variants.map((variant) => `${variant.url} ${variant.width}w`).join(", ");
}
