/**
 * What Node code (the build, the server, the tools) may use of `app/images/`: no components, so
 * Node can run it as it is (it strips types, it does not compile JSX).
 */
export { imageManifestFile, readImageCacheDir, readImageManifest } from "./image-files.server.ts";
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
