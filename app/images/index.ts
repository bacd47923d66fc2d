/** What other features may use of `app/images/`. */
export { attachImages, type MissingImage } from "./attach-images.ts";
export {
  IMAGE_MANIFEST_URL,
  OG_SIZE,
  PRODUCT_BOX,
  TEXT_WIDTHS,
  VARIANT_URL_PREFIX,
  type ImageManifest,
  type ImageVariant,
  type ManifestImage,
  type SlotVariants,
} from "./image-manifest.ts";
export { ImagesContext } from "./images-context.ts";
export { type PageImages } from "./page-images.ts";
export { ProductPicture } from "./product-picture.tsx";
