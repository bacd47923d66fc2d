/** What other features may use of `app/images/`. */
export { attachImages, type MissingImage } from "./attach-images.ts";
export { type ImageManifest, type SlotVariants } from "./image-manifest.ts";
export { ImagesContext } from "./images-context.ts";
export { ProductPicture } from "./product-picture.tsx";
