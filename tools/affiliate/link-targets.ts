/**
 * Every URL `check-links` requests, once each, with every place that uses it: registry entries
 * (each of their URLs: `url`, every country URL and the `fallback`, at the line in links.json
 * where it is written, and at each `go:` use) and external product links.
 */
import { findLinkUses } from "#app/analysis/index.ts";
import { analyzeMarkdown } from "#app/analysis/index.ts";
import { LINKS_FILE } from "#app/content/index.ts";
import { EMPTY_REGISTRY, fillPlaceholders, type LinkEntry } from "#app/affiliate/index.ts";
import { checkLinksFile } from "#app/content-check/index.server.ts";
import type { ContentFolder } from "#app/content-check/index.server.ts";
import { createLocator } from "#app/content-check/index.server.ts";
import { guessLayout } from "#app/content-check/index.server.ts";

interface Place {
  file: string;
  line: number;
  column: number;
}

export interface LinkTarget {
  url: string;
  /** The registry slug, for a registry URL. */
  slug?: string;
  uses: Place[];
}

export interface UnusedEntry extends Place {
  slug: string;
}

export async function collectLinkTargets(
  folder: ContentFolder,
): Promise<{ targets: LinkTarget[]; unused: UnusedEntry[] }> {
  const files = await folder.listFiles();
  const linksPath = folder.displayPath(LINKS_FILE);
  const links = files.includes(LINKS_FILE)
    ? checkLinksFile(await folder.readText(LINKS_FILE), linksPath)
    : undefined;
  const byUrl = new Map<string, LinkTarget>();
  const target = (url: string, slug?: string) => {
    const key = slug ? `go:${slug} ${url}` : url;
    let found = byUrl.get(key);
    if (!found) byUrl.set(key, (found = { url, ...(slug && { slug }), uses: [] }));
    return found;
  };
  for (const [slug, entry] of links?.registry.bySlug ?? []) {
    for (const [url, field] of entryUrls(entry)) {
      const at = links?.fieldAt(slug, field) ?? { line: 1, column: 1 };
      target(url, slug).uses.push({ file: linksPath, ...at });
    }
  }
  const used = new Set<string>();
  for (const file of files.filter((name) => name.endsWith(".md")).sort()) {
    const text = await folder.readText(file);
    const locate = createLocator(text);
    // The file's one analysis, as the checker makes it (the layout changes only the page's plan).
    const analyzed = analyzeMarkdown(text, guessLayout(file), links?.registry ?? EMPTY_REGISTRY);
    for (const use of findLinkUses(analyzed)) {
      const place = { file: folder.displayPath(file), ...locate(use.offset) };
      if (use.kind === "url") target(use.url).uses.push(place);
      else {
        const entry = links?.registry.bySlug.get(use.slug);
        if (!entry) continue; // an unknown slug is the content checker's error, not a dead link
        used.add(use.slug);
        for (const [url] of entryUrls(entry)) target(url, use.slug).uses.push(place);
      }
    }
  }
  const unused = [...(links?.registry.bySlug.keys() ?? [])]
    .filter((slug) => !used.has(slug))
    .map((slug) => ({
      slug,
      file: linksPath,
      ...(links?.lines.get(slug) ?? { line: 1, column: 1 }),
    }));
  return { targets: [...byUrl.values()], unused };
}

/**
 * Each URL a link may send a visitor to (every rotation target too), once, with the field that
 * holds it; placeholders filled as for a click without a page (`{page}` is `none`).
 */
function entryUrls(entry: LinkEntry): Map<string, string> {
  const fill = (url: string) =>
    fillPlaceholders(url, { page: "", placement: "" }, entry.values).url;
  const urls = new Map([[fill(entry.url), "slug"]]);
  const add = (url: string, field: string) => {
    if (!urls.has(fill(url))) urls.set(fill(url), field);
  };
  for (const target of entry.targets ?? []) add(target.url, "targets");
  for (const url of Object.values(entry.countries ?? {})) add(url, "countries");
  if (entry.fallback !== undefined) add(entry.fallback, "fallback");
  return urls;
}
