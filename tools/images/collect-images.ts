/**
 * Every image a markdown file uses, with the slot it fills and where it is written: product
 * images (the card's box), markdown images (the text column), META og/twitter and DATA `image`
 * (link previews and structured data). The image build step and the checker share this list.
 */
import { CONTENT_BASE } from "#app/content-folder/index.ts";
import { EMPTY_REGISTRY, type LinkRegistry } from "#app/links/index.ts";
import { analyzeMarkdown, type AnalyzedMarkdown } from "#app/analysis/index.ts";
import { type PageLayout } from "#app/content/index.ts";
import type { ImageSlot } from "#app/images/index.server.ts";
import { lexMarkdown, walkMarkdownTokens, type Tokens } from "#app/markdown/index.ts";
import { productImageSpots } from "#tools/check-content/check/check-markdown.ts";

export interface ImageUse {
  /** The URL the page writes, as the image manifest keys it (`/assets/content/...`, encoded). */
  url: string;
  /** The file inside the content folder, or undefined for an image elsewhere (other host). */
  file: string | undefined;
  slot: ImageSlot;
  /** Offset in the markdown, for file:line findings. */
  offset: number;
  /** Alt text; undefined where the slot has none (previews). */
  alt: string | undefined;
  /** How the finding names it: `Product 2 "Sedo"`, `image`, `META ogImage`. */
  label: string;
}

const CONTENT_PREFIX = `/${CONTENT_BASE}/`;

/**
 * `links`: the folder's link registry, so products with `go:` links count like the page shows
 * them. `analyzed`: the file's analysis when the caller has it already (the checker does), so the
 * file is not analysed twice.
 */
export function collectImageUses(
  markdown: string,
  layout: PageLayout,
  links: LinkRegistry = EMPTY_REGISTRY,
  analyzed: Pick<
    AnalyzedMarkdown,
    "products" | "productsBlock" | "metaBlock" | "data"
  > = analyzeMarkdown(markdown, layout, links),
): ImageUse[] {
  const withImages = analyzed.products.filter((product) => product.imageUrl !== "");
  const spots =
    withImages.length > 0 ? productImageSpots(markdown, analyzed.productsBlock) : undefined;
  const uses: ImageUse[] = withImages.map((product) => {
    const spot = spots?.(product.number);
    return {
      ...locate(product.imageUrl),
      slot: "product",
      offset: spot?.offset ?? 0,
      // The page falls back to the title; the checker wants to know the author wrote none.
      alt: spot?.alt ?? "",
      label: `Product ${product.number} "${product.title}"`,
    };
  });
  uses.push(...collectMarkdownImages(markdown));
  const previews: [string, string | undefined][] = [
    ["META ogImage", analyzed.metaBlock.ogImage],
    ["META twitterImage", analyzed.metaBlock.twitterImage],
    ["DATA image", analyzed.data.image],
  ];
  for (const [label, url] of previews) {
    if (!url) continue;
    const offset = Math.max(0, markdown.indexOf(url));
    uses.push({ ...locate(url), slot: "og", offset, alt: undefined, label });
  }
  return uses;
}

const RAW_IMG = /<img\b[^>]*>/gi;
const RAW_ATTRIBUTE = (name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, "i");

/** An attribute of a raw `<img>` tag as written, entities `&amp;` decoded. */
function rawAttribute(tag: string, name: string): string | undefined {
  const match = RAW_ATTRIBUTE(name).exec(tag);
  const value = match?.[1] ?? match?.[2] ?? match?.[3];
  return value?.replaceAll("&amp;", "&");
}

/**
 * `![alt](src)` images and raw `<img>` tags, as marked sees them (not in code, not in
 * comments): both are text images the pipeline makes variants for.
 */
function collectMarkdownImages(markdown: string): ImageUse[] {
  const uses: ImageUse[] = [];
  let cursor = 0;
  walkMarkdownTokens(lexMarkdown(markdown), (token) => {
    if (token.type === "html") {
      // A comment (a block, too) shows nothing: its images are not the page's.
      const shown = token.raw.replace(/<!--[\s\S]*?(?:-->|$)/g, "");
      for (const [tag] of shown.matchAll(RAW_IMG)) {
        const src = rawAttribute(tag, "src");
        const found = markdown.indexOf(tag, cursor);
        const offset = found === -1 ? cursor : found;
        cursor = found === -1 ? cursor : found + tag.length;
        if (!src) continue;
        const url = encodeURI(safeDecode(src) ?? src);
        const alt = rawAttribute(tag, "alt") ?? "";
        uses.push({ ...locate(url), slot: "text", offset, alt, label: "image" });
      }
      return;
    }
    if (token.type !== "image") return;
    const { href, text, raw } = token as Tokens.Image;
    const found = markdown.indexOf(raw, cursor);
    const offset = found === -1 ? cursor : found;
    cursor = found === -1 ? cursor : found + raw.length;
    // marked writes the src encoded, as a product's imageUrl is.
    const url = encodeURI(safeDecode(href) ?? href);
    uses.push({ ...locate(url), slot: "text", offset, alt: text, label: "image" });
  });
  return uses;
}

function locate(url: string): { url: string; file: string | undefined } {
  if (!url.startsWith(CONTENT_PREFIX)) return { url, file: undefined };
  return { url, file: safeDecode(url.slice(CONTENT_PREFIX.length)) };
}

function safeDecode(value: string): string | undefined {
  try {
    return decodeURI(value);
  } catch {
    return undefined;
  }
}
