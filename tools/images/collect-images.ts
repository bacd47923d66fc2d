/**
 * Every image a markdown file uses, with the slot it fills and where it is written: product
 * images (the card's box), markdown images (the text column), META og/twitter and DATA `image`
 * (link previews and structured data). The image build step and the checker share this list.
 */
import {
  CONTENT_BASE,
  EMPTY_REGISTRY,
  scanBlocks,
  analyzeMarkdown,
  type LinkRegistry,
  type PageLayout,
} from "#app/engine/index.ts";
import { lexMarkdown, walkMarkdownTokens, type Tokens } from "#app/markdown/index.ts";
import { locateImageAttribute } from "#tools/check-content/check/check-markdown.ts";

export type ImageSlot = "product" | "text" | "og";

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

/** `links`: the folder's link registry, so products with `go:` links count like the page shows them. */
export function collectImageUses(
  markdown: string,
  layout: PageLayout,
  links: LinkRegistry = EMPTY_REGISTRY,
): ImageUse[] {
  const analyzed = analyzeMarkdown(markdown, layout, links);
  const uses: ImageUse[] = analyzed.products
    .filter((product) => product.imageUrl !== "")
    .map((product) => ({
      ...locate(product.imageUrl),
      slot: "product",
      offset: locateImageAttribute(markdown, product.number),
      // The page falls back to the title; the checker wants to know the author wrote none.
      alt: writtenAlt(markdown, product.number),
      label: `Product ${product.number} "${product.title}"`,
    }));
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

/** `![alt](src)` images, lexed as the page is (not in code, not in comments). */
function collectMarkdownImages(markdown: string): ImageUse[] {
  const uses: ImageUse[] = [];
  let cursor = 0;
  walkMarkdownTokens(lexMarkdown(markdown), (token) => {
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

/** Product `number`'s `alt` as written in the PRODUCTS block ("" when there is none). */
function writtenAlt(markdown: string, number: number): string {
  const block = scanBlocks(markdown).blocks.find((item) => item.name === "PRODUCTS");
  const entries = block?.body.split(/START\s+PRODUCT\b/i).slice(1) ?? [];
  const alt = /\balt\s*=\s*"((?:\\"|[^"])*)"/i.exec(entries[number - 1] ?? "");
  return alt?.[1]?.trim() ?? "";
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
