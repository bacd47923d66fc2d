/**
 * Checks a whole content folder against the authoring contract (docs/authoring.md): the
 * manifest, the files its pages read, and every markdown file's blocks. Reading files is
 * passed in, so tests run on an in-memory folder and the command line on the disk.
 */
import { analyzeMarkdown, type AnalyzedMarkdown } from "#app/analysis/index.ts";
import { mapInParallel, MANIFEST_FILE, LINKS_FILE, SITE_FILE } from "#app/content/index.ts";
import { isVisible, type PageLayout } from "#app/content/index.ts";
import { mayHaveAliases } from "#app/redirects/index.ts";
import { siteDay } from "#app/affiliate/index.ts";
import { sortFindings, type Finding } from "./finding.ts";
import { toFindings } from "./problem-findings.ts";
import { findMissingFiles } from "./missing-files.ts";
import { checkMarkdown } from "./check-markdown.ts";
import { isBrokenLink } from "./check-site-links.ts";
import { readFolderBasis, unreadFinding } from "./folder-facts.ts";
import { checkLinkDates, goSlugsOf, siteTimeZone } from "./link-dates.ts";
import { checkRedirects } from "./check-redirects.ts";
import { checkSiteFile } from "./check-site-file.ts";
import { findListingPageCollisions } from "./listing-collisions.ts";
import { guessLayout } from "./page-usage.ts";
import { buildSiteTargets, describeSiteTargets } from "./site-targets.ts";
import { hashOf } from "#app/content/index.server.ts";
import type { FileCache } from "#app/loaders/index.server.ts";

export interface ContentFolder {
  /** Every file in the folder, relative to it, `/`-separated. */
  listFiles(): Promise<string[]>;
  /** A file's text; rejects when it cannot be read. */
  readText(file: string): Promise<string>;
  /** How a file's path is printed (relative to the cwd). */
  displayPath(file: string): string;
  /**
   * The file's content hash when the caller already knows it (the build hashed the folder):
   * then a file whose findings are cached is not read at all.
   */
  contentHash?(file: string): string | undefined;
}

export interface CheckOptions {
  /** The day price dates are aged against; default now. */
  today?: Date;
  /** Price dates older than this many days are warned about (PRICE_MAX_AGE_DAYS); default 30. */
  priceMaxAgeDays?: number;
  /** Each markdown file's findings from an earlier run, reused while nothing they depend on changed. */
  cache?: FileCache<CachedFindings>;
  /**
   * Paths that answer with a redirect (`redirects.json` `from`s, front matter `aliases` and
   * `redirect_from`): a link to one is not broken. Any form: they are normalised like links.
   */
  redirectSources?: Iterable<string>;
  /** Files the site serves at its root besides the feeds; default: the project's `public/`. */
  publicFiles?: Iterable<string>;
  /**
   * Called with each markdown file the check analysed (not those whose findings were cached),
   * so what else needs the analysis (image uses) does not analyse the file again.
   */
  onAnalyzed?(file: string, text: string, layout: PageLayout, analyzed: AnalyzedMarkdown): void;
}

/**
 * A markdown file's findings as the cache keeps them. `day`: the day they were worked out, for a
 * file with price dates (their age is a finding); other files' findings do not depend on the day.
 */
export interface CachedFindings {
  findings: Finding[];
  day?: string;
  /** Its front matter may name aliases: the redirect check reads it again. */
  aliased?: boolean;
  /** The registry links it uses (link-dates.ts). */
  goSlugs?: string[];
  /**
   * The other files its check asked about (images it points to), and whether each was there:
   * the findings hold while each answer does, whatever other files come and go.
   */
  asked?: [string, boolean][];
}

// Long: the check's steps in order, each a call; they share what the manifest read gave.
export async function checkContentFolder(
  folder: ContentFolder,
  options: CheckOptions = {},
): Promise<Finding[]> {
  const basis = await readFolderBasis(folder, options);
  const { files, linksFile, affiliate, entries, manifest, uses, usesByFile, targets } = basis;
  const findings: Finding[] = [];
  findings.push(...(linksFile?.findings ?? []));
  const manifestPath = folder.displayPath(MANIFEST_FILE);
  if (basis.manifestCheck) {
    append(findings, basis.manifestCheck.findings);
  } else {
    findings.push({
      file: manifestPath,
      line: 1,
      column: 1,
      severity: "error",
      message: "the manifest is missing: no page but the fixed ones is published",
    });
  }

  append(findings, findListingPageCollisions(entries, manifestPath));
  let timeZone: string | undefined;
  if (files.has(SITE_FILE)) {
    const text = await folder.readText(SITE_FILE);
    timeZone = siteTimeZone(text);
    append(findings, checkSiteFile(text, folder.displayPath(SITE_FILE), manifest, files));
  }
  append(findings, findMissingFiles(uses, entries, files, folder, manifestPath));

  const markdownFiles = [...files].filter((file) => file.endsWith(".md"));
  // What a markdown file's findings depend on besides its text and layout: the link registry,
  // the allowed price age and the site's pages; which of the files it points to exist (kept
  // with its findings, `asked`: an image added for one post leaves the others' findings); for a
  // file with price dates, the day too.
  const day = affiliate.today.toISOString().slice(0, 10);
  const context = hashOf(
    JSON.stringify([
      basis.linksText ?? null,
      affiliate.priceMaxAgeDays,
      describeSiteTargets(targets),
    ]),
  );
  const stillTrue = (asked: CachedFindings["asked"] = []) =>
    asked.every(([file, found]) => files.has(file) === found);
  const aliased = new Set<string>();
  const byFile = new Map<string, Finding[]>();
  const usedOn = new Map<string, string[]>();
  const noteUses = (path: string, done: boolean, slugs: readonly string[] = []) => {
    if (!done) return;
    for (const slug of slugs) {
      const pages = usedOn.get(slug);
      if (pages) pages.push(path);
      else usedOn.set(slug, [path]);
    }
  };
  await mapInParallel(markdownFiles, async (file) => {
    const use = usesByFile.get(file);
    const path = folder.displayPath(file);
    if (!use) findings.push(unreadFinding(path));
    const layout = use?.layout ?? guessLayout(file);
    let text = options.cache ? undefined : await folder.readText(file);
    const content = folder.contentHash?.(file) ?? hashOf((text ??= await folder.readText(file)));
    const page = { targets, pageUrl: use?.entry?.url, done: isVisible(use?.entry) };
    const key = hashOf(`${context}\n${layout}\n${path}\n${page.pageUrl}\n${page.done}\n${content}`);
    const stored = options.cache?.get(file, key);
    if (stored && (stored.day === undefined || stored.day === day) && stillTrue(stored.asked)) {
      byFile.set(file, stored.findings);
      if (stored.aliased) aliased.add(file);
      noteUses(path, page.done, stored.goSlugs);
      return;
    }
    text ??= await folder.readText(file);
    const analyzed = analyzeMarkdown(text, layout, affiliate.links);
    options.onAnalyzed?.(file, text, layout, analyzed);
    const asked: [string, boolean][] = [];
    const exists = {
      has(file: string) {
        const found = files.has(file);
        asked.push([file, found]);
        return found;
      },
    };
    const fileFindings = toFindings(
      text,
      path,
      checkMarkdown(text, layout, exists, affiliate, page, analyzed),
    );
    const dated = /\bpriceDate\b/i.test(text);
    const hasAliases = mayHaveAliases(text);
    if (hasAliases) aliased.add(file);
    const goSlugs = goSlugsOf(analyzed);
    noteUses(path, page.done, goSlugs);
    options.cache?.set(file, key, {
      findings: fileFindings,
      ...(dated && { day }),
      ...(hasAliases && { aliased: true }),
      ...(goSlugs.length > 0 && { goSlugs }),
      ...(asked.length > 0 && { asked }),
    });
    byFile.set(file, fileFindings);
  });
  if (linksFile) {
    const siteToday = siteDay(affiliate.today, timeZone);
    const linksPath = folder.displayPath(LINKS_FILE);
    append(findings, checkLinkDates(linksFile, linksPath, usedOn, siteToday));
  }
  const redirects = await checkRedirects(folder, manifest, aliased);
  append(findings, redirects.findings);
  // Front-matter aliases are known only once every file was read: a file with a link to no page
  // is checked again against them (the few files with such a link, not the folder).
  const known = options.redirectSources ? [...options.redirectSources] : [];
  if (redirects.sources.size > 0 && !options.redirectSources) {
    const withRedirects = buildSiteTargets({
      entries: manifest,
      files,
      links: affiliate.links,
      redirectSources: [...known, ...redirects.sources],
      ...(options.publicFiles && { publicFiles: options.publicFiles }),
    });
    for (const [file, fileFindings] of byFile) {
      if (!fileFindings.some(isBrokenLink)) continue;
      const use = usesByFile.get(file);
      const text = await folder.readText(file);
      const page = {
        targets: withRedirects,
        pageUrl: use?.entry?.url,
        done: isVisible(use?.entry),
      };
      const layout = use?.layout ?? guessLayout(file);
      const problems = checkMarkdown(text, layout, files, affiliate, page);
      byFile.set(file, toFindings(text, folder.displayPath(file), problems));
    }
  }
  for (const fileFindings of byFile.values()) append(findings, fileFindings);
  return sortFindings(findings);
}

/** `list.push(...items)` without passing every item as an argument (a manifest can have 100,000). */
function append<T>(list: T[], items: readonly T[]): void {
  for (const item of items) list.push(item);
}
