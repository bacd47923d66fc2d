/**
 * One markdown file's findings: everything the site's own `analyzeMarkdown` reports, plus what
 * only the checker can see, the folder around the file (images that do not exist).
 */
import {
  analyzeMarkdown,
  fileOffsets,
  type AnalyzedMarkdown,
  scanBlocks,
  contentError,
  contentWarning,
  type ContentProblem,
} from "#app/analysis/index.ts";
import { CONTENT_BASE } from "#app/content-folder/index.ts";
import { type PageLayout } from "#app/content/index.ts";
import { checkAffiliate, type AffiliateCheckOptions } from "./check-affiliate.ts";
import { checkSiteLinks, type SiteTargets } from "./check-site-links.ts";

/** The file's place on the site: what its links can reach, and the page it is shown on. */
export interface PageSite {
  targets: SiteTargets;
  /** The page's path, for relative links; undefined for a file no entry reads. */
  pageUrl?: string;
  /** The manifest has the file's entry `done`: a `draft: true` in it is worth a warning. */
  done?: boolean;
}

export function checkMarkdown(
  markdown: string,
  layout: PageLayout,
  files: ReadonlySet<string>,
  affiliate?: AffiliateCheckOptions,
  site?: PageSite,
  analyzed: AnalyzedMarkdown = analyzeMarkdown(markdown, layout, affiliate?.links),
): ContentProblem[] {
  const front = analyzed.frontMatter;
  const draft =
    site?.done && front?.draft
      ? [contentWarning(DRAFT_DONE, front.offsets.draft ?? front.offsets.published ?? 0)]
      : [];
  return [
    ...analyzed.problems,
    ...draft,
    ...(affiliate ? checkAffiliate(markdown, analyzed.products, affiliate) : []),
    ...findMissingImages(markdown, analyzed, files),
    ...findMissingPageImages(markdown, analyzed, files),
    ...(site ? checkSiteLinks(analyzed.links, site.targets, site.pageUrl) : []),
  ];
}

const DRAFT_DONE =
  "draft: true, but the manifest has this entry done, so it is published: the manifest decides (set it to staging to hide it)";

/**
 * META `ogImage`/`twitterImage` and DATA `image` that point into the content folder at nothing,
 * or are relative paths (Astro's `heroImage: '../../assets/x.jpg'`), which no page can load.
 */
function findMissingPageImages(
  markdown: string,
  { metaBlock, data }: Pick<AnalyzedMarkdown, "metaBlock" | "data">,
  files: ReadonlySet<string>,
): ContentProblem[] {
  const images: [string, string | undefined][] = [
    ["META ogImage", metaBlock.ogImage],
    ["META twitterImage", metaBlock.twitterImage],
    ["DATA image", data.image],
  ];
  const problems: ContentProblem[] = [];
  const seen = new Set<string>();
  for (const [field, url] of images) {
    // Front matter's image fills both META ogImage and DATA image: one finding for one line.
    if (!url || seen.has(url)) continue;
    seen.add(url);
    if (!/^([a-z][a-z\d+.-]*:|\/)/i.test(url)) {
      const message = `${field}: ${url} is a relative path, which no page can load: write it from the site root (/assets/content/images/...)`;
      problems.push(contentError(message, Math.max(0, markdown.indexOf(url))));
      continue;
    }
    if (!url.startsWith(CONTENT_PREFIX)) continue;
    const file = safeDecode(url.slice(CONTENT_PREFIX.length));
    if (file !== undefined && files.has(file)) continue;
    const at = Math.max(0, markdown.indexOf(url));
    problems.push(
      contentError(`${field}: ${file ?? url} does not exist in the content folder`, at),
    );
  }
  return problems;
}

const CONTENT_PREFIX = `/${CONTENT_BASE}/`;

/**
 * Products whose image would not load: the resolved `imageUrl` lies in the content folder
 * (`/assets/content/...`, which is where a bare name resolves) and no such file is there.
 * Absolute http(s) images and other site paths are outside the folder and not checked.
 */
function findMissingImages(
  markdown: string,
  { products, productsBlock }: Pick<AnalyzedMarkdown, "products" | "productsBlock">,
  files: ReadonlySet<string>,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  let spots: ReturnType<typeof productImageSpots> | undefined;
  for (const product of products) {
    if (!product.imageUrl.startsWith(CONTENT_PREFIX)) continue;
    const file = safeDecode(product.imageUrl.slice(CONTENT_PREFIX.length));
    if (file !== undefined && files.has(file)) continue;
    const message = `Product ${product.number} "${product.title}": image ${file ?? product.imageUrl} does not exist in the content folder`;
    spots ??= productImageSpots(markdown, productsBlock);
    problems.push(contentError(message, spots(product.number).offset));
  }
  return problems;
}

/** Where a product's imageUrl attribute is written, and its `alt` as written ("" when none). */
export interface ProductImageSpot {
  /** File offset of `imageUrl=` (else of its START PRODUCT, else of the block, else 0). */
  offset: number;
  alt: string;
}

/**
 * Each product's image spot, by product number, from one scan of the file (none when the
 * analysis's `productsBlock` is given): a file with many products is not scanned for each.
 */
export function productImageSpots(
  markdown: string,
  productsBlock: AnalyzedMarkdown["productsBlock"] = scanBlocks(
    markdown.replace(/\r\n?/g, "\n"),
  ).blocks.find((item) => item.name === "PRODUCTS"),
): (number: number) => ProductImageSpot {
  const toFile = fileOffsets(markdown);
  const block = productsBlock;
  if (!block) return () => ({ offset: 0, alt: "" });
  const starts = [...block.body.matchAll(/START\s+PRODUCT\b/gi)].map((match) => match.index);
  return (number) => {
    const start = starts[number - 1];
    if (start === undefined) return { offset: toFile(block.start), alt: "" };
    const entry = block.body.slice(start, starts[number] ?? block.body.length);
    const image = /\bimageUrl\s*=/i.exec(entry);
    const alt = /\balt\s*=\s*"((?:\\"|[^"])*)"/i.exec(entry);
    return {
      offset: toFile(block.bodyOffset + start + (image?.index ?? 0)),
      alt: alt?.[1]?.trim() ?? "",
    };
  };
}

function safeDecode(path: string): string | undefined {
  try {
    return decodeURI(path);
  } catch {
    return undefined;
  }
}
