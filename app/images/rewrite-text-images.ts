/**
 * Turns the plain `<img>` elements of sanitized HTML into `<picture>` markup when the build made
 * variants for them. Runs after the sanitizer, so the policy can keep forbidding `srcset` in
 * content: only the build's own variant URLs ever reach a `srcset`.
 */
import type { ImageManifest } from "./image-manifest.ts";
import { renderTextPicture, type Loading } from "./picture-markup.ts";

/** DOMPurify serializes every attribute as `name="value"` with `"` escaped, so this is exact. */
const IMG_TAG = /<img((?:\s+[\w:-]+(?:="[^"]*")?)*)\s*\/?>/gi;
const ATTRIBUTE = /([\w:-]+)(?:="([^"]*)")?/g;
/** What this code writes itself; a raw `<img>`'s other attributes (`class`) are kept. */
const OWN_ATTRIBUTES = new Set([
  "src",
  "alt",
  "title",
  "width",
  "height",
  "loading",
  "decoding",
  "fetchpriority",
]);

/**
 * `claim(src)` is asked once per rewritten image, in document order, and says how it loads.
 * Markdown images and an author's raw `<img>` alike: a raw one keeps its other attributes, its
 * own `loading` and its own size (a width alone gets the height that keeps the proportions).
 */
export function rewriteTextImages(
  html: string,
  manifest: ImageManifest,
  claim: (src: string) => Loading,
  onMissing: (src: string) => void = () => undefined,
): string {
  return html.replace(IMG_TAG, (tag, attributeText: string) => {
    const attributes = new Map<string, string>();
    for (const [, name = "", value = ""] of attributeText.matchAll(ATTRIBUTE)) {
      attributes.set(name.toLowerCase(), value);
    }
    const src = attributes.get("src");
    const image = src === undefined ? undefined : manifest[decodeAmpersands(src)];
    if (src !== undefined && !image?.text) onMissing(decodeAmpersands(src));
    if (src === undefined || !image) return tag;
    const extra = [...attributes]
      .filter(([name]) => !OWN_ATTRIBUTES.has(name))
      .map(([name, value]) => ` ${name}="${value}"`)
      .join("");
    const written = attributes.get("loading");
    return renderTextPicture({
      src,
      alt: attributes.get("alt") ?? "",
      ...(attributes.has("title") && { title: attributes.get("title") }),
      image,
      loading: written === "lazy" ? "lazy" : written === "eager" ? "eager-high" : claim(src),
      size: authorSize(attributes, image),
      extra,
    });
  });
}

/** The size the author wrote, completed from the original's proportions; else the original's. */
function authorSize(
  attributes: ReadonlyMap<string, string>,
  image: { width: number; height: number },
): { width: number; height: number } {
  const read = (name: string) => {
    const value = Number(attributes.get(name));
    return Number.isFinite(value) && value > 0 ? value : undefined;
  };
  const width = read("width");
  const height = read("height");
  if (width && height) return { width, height };
  if (width) return { width, height: Math.round((width * image.height) / image.width) };
  if (height) return { width: Math.round((height * image.width) / image.height), height };
  return image;
}

/** Serialized attributes escape `&` only (and `"`, which a URL path does not contain). */
function decodeAmpersands(value: string): string {
  return value.replaceAll("&amp;", "&");
}
