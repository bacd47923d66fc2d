/**
 * Writes an imported site as a content folder in this site's format: the manifest (newest
 * first), one markdown file per item, images, `site.json`, `redirects.json`, `links.json`, the
 * home page and the blog listing's text. Refuses a folder that already has files in it.
 */
import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { isVisible, LINKS_FILE, MANIFEST_FILE } from "#app/content/index.ts";
import { publishedPages } from "#app/redirects/index.ts";
import { AffiliateLinks } from "./affiliate-links.ts";
import { AssetPlacer } from "./assets.ts";
import { escapeHeading, renderMarkdownFile } from "./markdown-file.ts";
import type { ImportedItem, ImportedSite } from "./model.ts";
import { placeItems, type PlacedItem } from "./new-urls.ts";
import { buildRedirects, mapOldUrls } from "./redirects.ts";
import { lineAt, type Reporter } from "./reporter.ts";
import { rewriteOldLink, type OldLinkContext } from "./old-links.ts";
import { rewriteRefs, type RefRewriter } from "./rewrite-refs.ts";
import type { ImportCounts } from "./summary.ts";

export interface WriteOptions {
  outDir: string;
  reporter: Reporter;
  fetchImages: boolean;
}

export async function writeContentFolder(
  site: ImportedSite,
  options: WriteOptions,
): Promise<ImportCounts> {
  const { outDir, reporter } = options;
  await assertEmpty(outDir);
  const home = site.items.find((item) => item.home);
  const placed = placeItems(sortNewestFirst(site.items.filter((item) => !item.home)));
  const newUrlOf = mapOldUrls(placed);
  const assets = new AssetPlacer({ outDir, site, fetchRemote: options.fetchImages });
  const affiliate = new AffiliateLinks(site.links ?? [], site.goneLinks ?? [], site.siteUrl);
  const oldLinks: OldLinkContext = {
    siteUrl: site.siteUrl,
    newUrlOf,
    affiliate,
    report: (item, href, message) => reporter.add(item.source, lineOf(item, href), message),
  };
  const rewriterFor = (item: ImportedItem): RefRewriter => ({
    image: (src) =>
      assets.place(src, (message) => reporter.add(item.source, lineOf(item, src), message)),
    link: (href) => rewriteOldLink(oldLinks, item, href),
  });
  for (const { item, file } of placed) {
    const rewriter = rewriterFor(item);
    const body = await rewriteRefs(item.body, rewriter);
    const image = item.image ? (await rewriter.image(item.image)) || undefined : undefined;
    await writeText(outDir, file, renderMarkdownFile(item, body, image));
  }
  const manifest = placed.map(({ entry }) => {
    const fields = Object.entries(entry).map(
      ([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`,
    );
    return `  { ${fields.join(", ")} }`;
  });
  await writeText(outDir, MANIFEST_FILE, `[\n${manifest.join(",\n")}\n]\n`);
  const redirects = buildRedirects(placed, reporter);
  await writeText(outDir, "redirects.json", `${JSON.stringify(redirects, null, 2)}\n`);
  const links = affiliate.toJson(publishedPages(placed.map((p) => p.entry)), reporter);
  if (links.length > 0) await writeText(outDir, LINKS_FILE, `${JSON.stringify(links, null, 2)}\n`);
  await writeText(outDir, "site.json", `${JSON.stringify(siteIdentity(site), null, 2)}\n`);
  const homeBody = home ? await rewriteRefs(home.body, rewriterFor(home)) : "";
  await writeText(outDir, "pages/home.md", homePage(site, homeBody, placed));
  await writeText(
    outDir,
    "categories/blogs.md",
    `# ${escapeHeading(site.title ? `${site.title}: all posts` : "All posts")}\n`,
  );
  const published = placed.filter((p) => isVisible(p.entry)).length;
  return {
    published,
    staging: placed.length - published,
    imagesCopied: assets.counts.copied,
    imagesRemote: assets.counts.remote,
    redirects: redirects.length,
    affiliateLinks: links.length,
    reported: reporter.reports.length,
  };
}

/** The source line where `needle` is written, else where the item's text starts. */
function lineOf(item: ImportedItem, needle: string): number | undefined {
  if (!item.origin) return undefined;
  const at = item.origin.text.indexOf(needle);
  return at === -1 ? item.origin.line : lineAt(item.origin.text, at, item.origin.line);
}

/** Newest first, as the listings show the manifest; undated items keep their order, last. */
function sortNewestFirst(items: readonly ImportedItem[]): ImportedItem[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (b.item.date ?? "").localeCompare(a.item.date ?? "") || a.index - b.index)
    .map(({ item }) => item);
}

/** The old site's own identity, and nothing of any other site's (its missing keys stay neutral). */
function siteIdentity(site: ImportedSite): Record<string, unknown> {
  const identity: Record<string, unknown> = {};
  if (site.title) identity.title = site.title;
  if (site.description) identity.tagline = site.description;
  if (site.language) identity.language = site.language;
  if (site.social?.length) identity.social = site.social;
  if (site.contactEmail) identity.contactEmail = site.contactEmail;
  return identity;
}

function homePage(site: ImportedSite, body: string, placed: readonly PlacedItem[]): string {
  const title = escapeHeading(site.title ?? "Home");
  const intro = body.trim() || site.description || "";
  const hasPosts = placed.some((p) => p.entry.type === "blog" && isVisible(p.entry));
  const lines = [`# ${title}`, "", intro, "", hasPosts ? "[All posts](/blogs)" : ""];
  return `${lines
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()}\n`;
}

async function writeText(outDir: string, file: string, text: string): Promise<void> {
  const target = path.join(outDir, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, text, { flag: "wx" });
}

async function assertEmpty(outDir: string): Promise<void> {
  const existing = await readdir(outDir).catch(() => []);
  if (existing.length > 0) throw new Error(`${outDir} is not empty: give a new folder to --out`);
}
