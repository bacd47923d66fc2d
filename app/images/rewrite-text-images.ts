/**
 * Turns the plain `<img>` elements of sanitized HTML into `<picture>` markup when the build made
 * variants for them. Runs after the sanitizer, so the policy can keep forbidding `srcset` in
 * content: only the build's own variant URLs ever reach a `srcset`.
 */
import { decodeEntities, findHtmlTags } from "#app/markdown/index.ts";
import type { ImageManifest } from "./image-manifest.ts";
import { renderTextPicture, type Loading } from "./picture-markup.ts";

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
  let written = "";
  let from = 0;
  // The sanitizer wrote this HTML (every attribute `name="value"`, `"` escaped): the site's one
  // tag reader reads it exactly.
  for (const tag of findHtmlTags(html, ["img"])) {
    const attributes = new Map(tag.attributes.map(({ name, value }) => [name, value]));
    const picture = renderPicture(attributes, manifest, claim, onMissing);
    written += html.slice(from, tag.start) + (picture ?? html.slice(tag.start, tag.end));
    from = tag.end;
  }
  return written + html.slice(from);
}

/** The `<picture>` for one `<img>`'s attributes, or undefined to keep the tag as it is. */
function renderPicture(
  attributes: ReadonlyMap<string, string>,
  manifest: ImageManifest,
  claim: (src: string) => Loading,
  onMissing: (src: string) => void,
): string | undefined {
  const src = attributes.get("src");
  const image = src === undefined ? undefined : manifest[decodeEntities(src)];
  if (src !== undefined && !image?.text) onMissing(decodeEntities(src));
  if (src === undefined || !image) return undefined;
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
