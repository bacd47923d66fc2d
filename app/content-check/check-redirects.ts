/**
 * The site's redirects as the checker sees them: bad entries of `redirects.json` and bad
 * front-matter aliases, redirects that would shadow a live page, a `to` that is no page, chains
 * and loops, each at the file and line where the rule is written.
 */
import { site } from "#app/config/index.ts";
import { LINKS_FILE, REDIRECTS_FILE, toFolderFile } from "#app/content/index.ts";
import { listRedirectSources, loadRedirects, type RedirectOrigin } from "#app/redirects/index.ts";
import { type ManifestEntry } from "#app/content/index.ts";
import { createLocator, type Finding, type Position } from "./finding.ts";
import { locateArrayElements, locatePath, locateProperty, parseJsonAt } from "./json-location.ts";

export interface RedirectsFolder {
  readText(file: string): Promise<string>;
  displayPath(file: string): string;
}

/**
 * `aliased`: the markdown files that may name aliases (`mayHaveAliases`), as the per-file pass
 * found them (from its cache too); no other markdown file is read again.
 */
export interface RedirectsCheck {
  findings: Finding[];
  /** Every redirect source: a link to one of them is not broken (it redirects). */
  sources: ReadonlySet<string>;
}

export async function checkRedirects(
  folder: RedirectsFolder,
  entries: readonly ManifestEntry[],
  aliased: ReadonlySet<string>,
): Promise<RedirectsCheck> {
  const texts = new Map<string, string>();
  const readText = async (sitePath: string) => {
    const file = toFolderFile(sitePath);
    if (file === undefined) throw new Error(`not in the content folder: ${sitePath}`);
    // No alias in it: as good as an empty file (an error for each of 10,000 files, with its
    // stack, took a tenth of a second).
    if (file.endsWith(".md") && !aliased.has(file)) return "";
    const text = await folder.readText(file);
    texts.set(file, text);
    return text;
  };
  const table = await loadRedirects(entries, readText, { pageSize: site.listingPageSize });
  const findings: Finding[] = table.problems.map((problem) => ({
    file: folder.displayPath(problem.origin.file),
    ...locate(texts.get(problem.origin.file) ?? "", problem.origin),
    severity: problem.severity ?? "error",
    message: problem.message,
  }));
  return { findings, sources: listRedirectSources(table) };
}

function locate(text: string, origin: RedirectOrigin): Position {
  const locator = createLocator(text);
  if (origin.file !== REDIRECTS_FILE && origin.file !== LINKS_FILE) {
    return locator(origin.offset ?? 0);
  }
  const parsed = parseJsonAt(text);
  if (!parsed.ok) return locator(parsed.offset);
  if (origin.path && origin.index !== undefined) {
    return locator(locatePath(text, [origin.index, ...origin.path]));
  }
  const span = locateArrayElements(text)[origin.index ?? -1];
  if (!span) return locator(0);
  const field = origin.field && locateProperty(text, span, origin.field);
  return locator(field ? field.start : span.start);
}
