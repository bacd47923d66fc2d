/**
 * `<picture>` markup for images in the text: AVIF and WebP sources at the widths the text
 * column needs, the original as the fallback `<img>`, and the original's own width and height so
 * the browser reserves the box before a byte arrives.
 */
import { TEXT_SIZES, type ManifestImage, type SlotVariants } from "./image-manifest.ts";
import { toSrcset } from "./srcset.ts";

export type Loading = "eager-high" | "lazy";

export interface TextImage {
  /** The original's URL, as it stood in the sanitized HTML (attribute-escaped). */
  src: string;
  /** Attribute-escaped alt text. */
  alt: string;
  /** Attribute-escaped title, if the author gave one. */
  title?: string;
  image: ManifestImage;
  loading: Loading;
  /** A raw `<img>`'s own size, when its author gave one; else the original's. */
  size?: { width: number; height: number };
  /** A raw `<img>`'s other attributes (`class="wide"`), serialized, kept as written. */
  extra?: string;
}

/** The loading attributes: the likely LCP image loads first; everything else when near view. */
function loadingAttributes(loading: Loading): string {
  return loading === "eager-high" ? 'loading="eager" fetchpriority="high"' : 'loading="lazy"';
}

export function renderTextPicture(picture: TextImage): string {
  const { src, alt, title, image, loading, size = image, extra = "" } = picture;
  const titleAttribute = title === undefined ? "" : ` title="${title}"`;
  const img =
    `<img src="${src}" alt="${alt}"${titleAttribute}${extra} width="${size.width}" ` +
    `height="${size.height}" ${loadingAttributes(loading)} decoding="async">`;
  if (!image.text) return img;
  return `<picture>${sources(image.text)}${img}</picture>`;
}

function sources(variants: SlotVariants): string {
  return (["avif", "webp"] as const)
    .filter((format) => variants[format].length > 0)
    .map(
      (format) =>
        `<source type="image/${format}" srcset="${toSrcset(variants[format])}" sizes="${TEXT_SIZES}">`,
    )
    .join("");
}
