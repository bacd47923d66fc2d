/**
 * One markdown file's findings: everything the site's own `analyzeMarkdown` reports, plus what
 * only the checker can see, the folder around the file (images that do not exist).
 */
import {
  analyzeMarkdown,
  type AnalyzedMarkdown,
  contentError,
  contentWarning,
  locateProductAttribute,
  type ContentProblem,
} from "#app/analysis/index.ts";
import { CONTENT_BASE } from "#app/content/index.ts";
import { type PageLayout } from "#app/content/index.ts";
import { checkAffiliate, type AffiliateCheckOptions } from "./check-affiliate.ts";
import { checkLinkValues } from "./check-link-values.ts";
import { checkSiteLinks, type SiteTargets } from "./check-site-links.ts";

/** The file's place on the site: what its links can reach, and the page it is shown on. */
export interface PageSite {
  targets: SiteTargets;
  /** The page's path, for relative links; undefined for a file no entry reads. */
  pageUrl?: string;
  /** The manifest has the file's entry `done`: a `draft: true` in it is worth a warning. */
  done?: boolean;
}

/**
 * Which files the content folder has (site paths under the content folder): a file's check asks
 * about the files it points to, and the check's cache records the answers (check-folder.ts).
 */
export type FileExists = Pick<ReadonlySet<string>, "has">;

export function checkMarkdown(
  markdown: string,
  layout: PageLayout,
  files: FileExists,
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
    ...(affiliate ? checkAffiliate(analyzed, affiliate) : []),
    ...(affiliate && site?.pageUrl ? checkLinkValues(analyzed, affiliate.links, site.pageUrl) : []),
    ...findMissingImages(analyzed, files),
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
  files: FileExists,
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
  { products, productEntries }: Pick<AnalyzedMarkdown, "products" | "productEntries">,
  files: FileExists,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const product of products) {
    if (!product.imageUrl.startsWith(CONTENT_PREFIX)) continue;
    const file = safeDecode(product.imageUrl.slice(CONTENT_PREFIX.length));
    if (file !== undefined && files.has(file)) continue;
    const message = `Product ${product.number} "${product.title}": image ${file ?? product.imageUrl} does not exist in the content folder`;
    const { offset } = locateProductAttribute(productEntries, product.number, "imageUrl");
    problems.push(contentError(message, offset));
  }
  return problems;
}

function safeDecode(path: string): string | undefined {
  try {
    return decodeURI(path);
  } catch {
    return undefined;
  }
}
