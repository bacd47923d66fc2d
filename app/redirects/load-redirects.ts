/**
 * The site's redirect table from a content source (disk for the build, the checker and the
 * server alike): `redirects.json`, then the aliases in each published page's front matter, then
 * the link registry's aliases, checked against the pages the manifest publishes.
 */
import { LINKS_PATH, REDIRECTS_FILE, toFolderFile, toSitePath } from "#app/content/index.ts";
import { EMPTY_REGISTRY, parseLinkRegistry } from "#app/affiliate/index.ts";
import { linkAliasRules } from "./link-aliases.ts";
import type { ManifestEntry, ReadText } from "#app/content/index.ts";
import { OWN_ROUTE_PATHS } from "#app/content/index.ts";
import { listPrerenderPaths, resolvePage, type RoutingOptions } from "#app/content/index.ts";
import { normalizeRedirectPath } from "#app/content/index.ts";
import {
  mayHaveAliases,
  parseRedirectsFile,
  readFrontMatterAliases,
  type RedirectRule,
  type RedirectProblem,
} from "./redirect-rules.ts";
import { buildRedirectTable, type RedirectSite, type RedirectTable } from "./redirect-table.ts";
import { mapInParallel } from "#app/content/index.ts";

/** Is `path` a page the manifest publishes (or a fixed page of its own)? */
export function publishedPages(
  entries: readonly ManifestEntry[],
  options: RoutingOptions = {},
): RedirectSite {
  return {
    isPage: (path) => OWN_ROUTE_PATHS.includes(path) || resolvePage(path, entries, options).found,
    // Build and content files (`/assets/...`) are served as they are: a redirect may point there.
    isFile: (path) => path.startsWith("/assets/"),
  };
}

/** `readText` rejecting means the file is missing: no rules from it. */
export async function loadRedirects(
  entries: readonly ManifestEntry[],
  readText: ReadText,
  options: RoutingOptions = {},
): Promise<RedirectTable> {
  const rules: RedirectRule[] = [];
  const problems: RedirectProblem[] = [];
  const add = (found: { rules: RedirectRule[]; problems: RedirectProblem[] }) => {
    for (const rule of found.rules) rules.push(rule);
    for (const problem of found.problems) problems.push(problem);
  };
  const file = await readText(toSitePath(REDIRECTS_FILE)).catch(() => undefined);
  if (file !== undefined) add(parseRedirectsFile(file));
  // Each published page's file once (a listing's later pages share its file).
  const pages = new Map<string, string>();
  for (const path of listPrerenderPaths(entries, options)) {
    const resolution = resolvePage(path, entries, options);
    if (resolution.found && !pages.has(resolution.page.source)) {
      pages.set(resolution.page.source, normalizeRedirectPath(path) ?? path);
    }
  }
  const found = await mapInParallel([...pages], async ([source, pagePath]) => {
    const folderFile = toFolderFile(source);
    const markdown = await readText(source).catch(() => undefined);
    // Most pages name no alias: their front matter is not parsed at all.
    if (markdown === undefined || folderFile === undefined || !mayHaveAliases(markdown)) {
      return undefined;
    }
    return readFrontMatterAliases(markdown, folderFile, pagePath);
  });
  // In the order of the pages, whichever file was read first.
  for (const aliases of found) if (aliases) add(aliases);
  // Link aliases last: one that clashes is the one reported (its problems are links.json's own).
  const links = await readText(LINKS_PATH).then(parseLinkRegistry, () => EMPTY_REGISTRY);
  add({ rules: linkAliasRules(links), problems: [] });
  const table = buildRedirectTable(rules, publishedPages(entries, options));
  return { bySource: table.bySource, problems: [...problems, ...table.problems] };
}
