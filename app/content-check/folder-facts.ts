/**
 * One markdown file checked alone against facts of its folder worked out before (decision 074):
 * the back office's live check as a writer types, at 10,000 entries, without reading the whole
 * folder again. The facts are what a full check (check-folder.ts) learns of the other files: which
 * files exist, which entry reads each, the link registry and the site's paths (with the
 * redirects' sources). A file's findings are the same rules and messages as in a full check.
 */
import { readLinkRegistry } from "#app/affiliate/index.ts";
import { DEFAULT_PRICE_MAX_AGE_DAYS } from "#app/config/index.server.ts";
import { isVisible, LINKS_FILE, MANIFEST_FILE, mapInParallel } from "#app/content/index.ts";
import { mayHaveAliases } from "#app/redirects/index.ts";
import type { AffiliateCheckOptions } from "./check-affiliate.ts";
import { checkLinksFile } from "./check-links-file.ts";
import { checkManifest } from "./check-manifest.ts";
import { checkMarkdown } from "./check-markdown.ts";
import { checkRedirects } from "./check-redirects.ts";
import { isBrokenLink, type SiteTargets } from "./check-site-links.ts";
import { sortFindings, type Finding } from "./finding.ts";
import { guessLayout, listPageUses, type PageUse } from "./page-usage.ts";
import { toFindings } from "./problem-findings.ts";
import { buildSiteTargets } from "./site-targets.ts";

export interface FolderFacts {
  files: ReadonlySet<string>;
  affiliate: AffiliateCheckOptions;
  /** The entry (and layout) that reads each file. */
  usesByFile: ReadonlyMap<string, PageUse>;
  targets: SiteTargets;
  /** The site's paths with the redirects' sources, when the folder has any. */
  redirectTargets?: SiteTargets;
}

/** The finding of a markdown file nothing reads. */
export function unreadFinding(path: string): Finding {
  return {
    file: path,
    line: 1,
    column: 1,
    severity: "warning",
    message: "no manifest entry or fixed route reads this file",
  };
}

/** The findings of markdown `file` (printed as `path`) holding `text`, in a folder of `facts`. */
export function checkMarkdownFile(
  facts: FolderFacts,
  file: string,
  path: string,
  text: string,
): Finding[] {
  const use = facts.usesByFile.get(file);
  const layout = use?.layout ?? guessLayout(file);
  const check = (targets: SiteTargets) =>
    toFindings(
      text,
      path,
      checkMarkdown(text, layout, facts.files, facts.affiliate, {
        targets,
        pageUrl: use?.entry?.url,
        done: isVisible(use?.entry),
      }),
    );
  let findings = check(facts.targets);
  // As a full check does: a link to no page is looked at again with the redirects' sources.
  if (facts.redirectTargets && findings.some(isBrokenLink)) findings = check(facts.redirectTargets);
  return sortFindings([...(use ? [] : [unreadFinding(path)]), ...findings]);
}

/** What a folder is read with (check-folder.ts's `ContentFolder`). */
interface Folder {
  listFiles(): Promise<string[]>;
  readText(file: string): Promise<string>;
  displayPath(file: string): string;
}

/** The options the facts depend on (check-folder.ts's `CheckOptions`). */
export interface BasisOptions {
  today?: Date;
  priceMaxAgeDays?: number;
  redirectSources?: Iterable<string>;
  publicFiles?: Iterable<string>;
}

/**
 * What every check of a folder starts from: its files, links.json read and checked, the
 * manifest read and checked, which entry reads each file, and the site's paths.
 */
export async function readFolderBasis(folder: Folder, options: BasisOptions) {
  const files = new Set(await folder.listFiles());
  const linksText = files.has(LINKS_FILE) ? await folder.readText(LINKS_FILE) : undefined;
  const linksFile =
    linksText === undefined ? undefined : checkLinksFile(linksText, folder.displayPath(LINKS_FILE));
  const affiliate = {
    links: linksFile?.registry ?? readLinkRegistry([]),
    today: options.today ?? new Date(),
    priceMaxAgeDays: options.priceMaxAgeDays ?? DEFAULT_PRICE_MAX_AGE_DAYS,
  };
  const manifestCheck = files.has(MANIFEST_FILE)
    ? checkManifest(await folder.readText(MANIFEST_FILE), folder.displayPath(MANIFEST_FILE))
    : undefined;
  const entries = manifestCheck?.entries ?? [];
  // One list for every step: the paths the site publishes are worked out once per list
  // (resolve-page.ts).
  const manifest = entries.map((located) => located.entry);
  const uses = listPageUses(manifest);
  const targets = buildSiteTargets({
    entries: manifest,
    files,
    links: affiliate.links,
    ...(options.redirectSources && { redirectSources: options.redirectSources }),
    ...(options.publicFiles && { publicFiles: options.publicFiles }),
  });
  const usesByFile = new Map(uses.map((use) => [use.file, use]));
  return {
    files,
    linksText,
    linksFile,
    affiliate,
    manifestCheck,
    entries,
    manifest,
    uses,
    usesByFile,
    targets,
  };
}

/**
 * The facts of a folder without checking its markdown files: each is only read for the aliases
 * its front matter may name (the redirects' sources). Seconds less than a full check at 10,000
 * entries whose findings are not cached.
 */
export async function learnFolderFacts(
  folder: Folder,
  options: BasisOptions = {},
): Promise<FolderFacts> {
  const basis = await readFolderBasis(folder, options);
  const aliased = new Set<string>();
  const markdownFiles = [...basis.files].filter((file) => file.endsWith(".md"));
  await mapInParallel(markdownFiles, async (file) => {
    if (mayHaveAliases(await folder.readText(file))) aliased.add(file);
  });
  const redirects = await checkRedirects(folder, basis.manifest, aliased);
  const facts: FolderFacts = {
    files: basis.files,
    affiliate: basis.affiliate,
    usesByFile: basis.usesByFile,
    targets: basis.targets,
  };
  if (redirects.sources.size === 0 || options.redirectSources) return facts;
  const redirectTargets = buildSiteTargets({
    entries: basis.manifest,
    files: basis.files,
    links: basis.affiliate.links,
    redirectSources: [...redirects.sources],
    ...(options.publicFiles && { publicFiles: options.publicFiles }),
  });
  return { ...facts, redirectTargets };
}
