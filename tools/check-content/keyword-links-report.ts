/**
 * `npm run check-content -- --keyword-links`: each page's keyword links (links.json
 * `keywords`), as the page renders them: `file: Namecheap → go:namecheap, …`, pages in file order.
 */
import { listKeywordLinks } from "#app/affiliate/index.ts";
import { analyzeMarkdown } from "#app/analysis/index.ts";
import { site } from "#app/config/index.ts";
import { LINKS_FILE, SITE_FILE } from "#app/content/index.ts";
import { parseSiteIdentity } from "#app/content/index.ts";
import {
  DEFAULT_AUTO_LINKS_PER_PAGE,
  EMPTY_REGISTRY,
  parseLinkRegistry,
} from "#app/affiliate/index.ts";
import type { ContentFolder } from "#app/content-check/index.server.ts";
import { guessLayout } from "#app/content-check/index.server.ts";

export async function keywordLinksReport(folder: ContentFolder): Promise<string> {
  const files = await folder.listFiles();
  const read = async (name: string) => (files.includes(name) ? folder.readText(name) : undefined);
  const linksText = await read(LINKS_FILE);
  const registry = linksText === undefined ? EMPTY_REGISTRY : parseLinkRegistry(linksText);
  const { identity } = parseSiteIdentity(await read(SITE_FILE), site.identity);
  const limit = identity.autoLinksPerPage ?? DEFAULT_AUTO_LINKS_PER_PAGE;
  const lines: string[] = [];
  for (const file of files.filter((name) => name.endsWith(".md")).sort()) {
    const analyzed = analyzeMarkdown(await folder.readText(file), guessLayout(file), registry);
    const linked = listKeywordLinks(analyzed, registry, limit);
    if (linked.length === 0) continue;
    const list = linked.map((link) => `${link.text} → go:${link.slug}`).join(", ");
    lines.push(
      `${folder.displayPath(file)}: ${linked.length} keyword link${linked.length === 1 ? "" : "s"}: ${list}`,
    );
  }
  return lines.length === 0 ? "no keyword links\n" : `${lines.join("\n")}\n`;
}
