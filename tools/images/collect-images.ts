/**
 * Every image a markdown file uses, with the slot it fills and where it is written: product
 * images (the card's box), markdown images (the text column), META og/twitter and DATA `image`
 * (link cards and structured data). The image build step and the checker share this list,
 * read from the file's one analysis (its products' attributes, its images and their alt text).
 */
import { CONTENT_BASE } from "#app/content/index.ts";
import { EMPTY_REGISTRY, type LinkRegistry } from "#app/affiliate/index.ts";
import {
  analyzeMarkdown,
  locateProductAttribute,
  type AnalyzedMarkdown,
} from "#app/analysis/index.ts";
import { type PageLayout } from "#app/content/index.ts";
import type { ImageSlot } from "#app/images/index.server.ts";

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

/** What the image uses are read from: one analysis of the file. */
export type ImageFacts = Pick<
  AnalyzedMarkdown,
  "products" | "productEntries" | "metaBlock" | "data" | "links"
>;

/**
 * `links`: the folder's link registry, so products with `go:` links count like the page shows
 * them. `analyzed`: the file's analysis when the caller has it already (the checker does), so the
 * file is not analysed twice.
 */
export function collectImageUses(
  markdown: string,
  layout: PageLayout,
  links: LinkRegistry = EMPTY_REGISTRY,
  analyzed: ImageFacts = analyzeMarkdown(markdown, layout, links),
): ImageUse[] {
  const withImages = analyzed.products.filter((product) => product.imageUrl !== "");
  const uses: ImageUse[] = withImages.map((product) => {
    const { number } = product;
    const image = locateProductAttribute(analyzed.productEntries, number, "imageUrl");
    const alt = locateProductAttribute(analyzed.productEntries, number, "alt").value;
    return {
      ...locate(product.imageUrl),
      slot: "product",
      offset: image.offset,
      // The page falls back to the title; the checker wants to know the author wrote none.
      alt: alt?.trim() ?? "",
      label: `Product ${number} "${product.title}"`,
    };
  });
  uses.push(...textImages(analyzed.links));
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

/**
 * `![alt](src)` images and raw `<img>` tags the page shows (not in code, not in comments): both
 * are text images the pipeline makes variants for.
 */
function textImages(targets: ImageFacts["links"]): ImageUse[] {
  const uses: ImageUse[] = [];
  for (const target of targets) {
    if (target.kind !== "image" || (target.html && target.url === "")) continue;
    // marked writes the src encoded, as a product's imageUrl is.
    const url = encodeURI(safeDecode(target.url) ?? target.url);
    const alt = target.alt ?? "";
    uses.push({ ...locate(url), slot: "text", offset: target.offset, alt, label: "image" });
  }
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
