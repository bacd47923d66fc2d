/**
 * What Node code (the build, the server, the tools) may use of `app/images/`: no components, so
 * Node can run it as it is (it strips types, it does not compile JSX).
 */
export {
  completeImageSizes,
  IMAGE_MANIFEST_NAME,
  imageManifestFile,
  MISSING_IMAGES_CHANNEL,
  type MissingImagesMessage,
  liveImageManifestFile,
  readImageCacheDir,
  readImageManifest,
} from "./image-files.server.ts";
export { EVERY_IMAGE, recordImageReads, trackImageReads } from "./image-reads.server.ts";
export { buildImage, type ImageBuildResult } from "./make-variants.server.ts";
export {
  CARD_LIST_FILE,
  cardSvg,
  cardTextOf,
  placeSocialCard,
  readCardList,
  socialCardFileName,
  writeCardList,
  type SocialCardPlaces,
} from "./social-card-file.server.ts";
export { socialCardName, type CardText } from "./social-card.ts";
export { createImageCache } from "./variant-cache.server.ts";
export { BROWSER_FORMATS, PASS_THROUGH_FORMATS } from "./variant-recipes.server.ts";
export {
  IMAGE_MANIFEST_URL,
  VARIANT_URL_PREFIX,
  type ImageManifest,
  type ImageSlot,
  type ImageVariant,
  type ManifestImage,
} from "./image-manifest.ts";
