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
/** Markdown images carry only these; an author's raw `<img>` with more is left as written. */
const MARKDOWN_ATTRIBUTES = new Set(["src", "alt", "title"]);

/**
 * `claim(src)` is asked once per rewritten image, in document order, and says how it loads.
 */
export function rewriteTextImages(
  html: string,
  manifest: ImageManifest,
  claim: (src: string) => Loading,
): string {
  return html.replace(IMG_TAG, (tag, attributeText: string) => {
    const attributes = new Map<string, string>();
    for (const [, name = "", value = ""] of attributeText.matchAll(ATTRIBUTE)) {
      attributes.set(name.toLowerCase(), value);
    }
    if (![...attributes.keys()].every((name) => MARKDOWN_ATTRIBUTES.has(name))) return tag;
    const src = attributes.get("src");
    const image = src === undefined ? undefined : manifest[decodeAmpersands(src)];
    if (src === undefined || !image) return tag;
    return renderTextPicture({
      src,
      alt: attributes.get("alt") ?? "",
      ...(attributes.has("title") && { title: attributes.get("title") }),
      image,
      loading: claim(src),
    });
  });
}

/** Serialized attributes escape `&` only (and `"`, which a URL path does not contain). */
function decodeAmpersands(value: string): string {
  return value.replaceAll("&amp;", "&");
}
