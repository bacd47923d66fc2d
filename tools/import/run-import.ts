/** One import: read the source with its importer, write the content folder, summarise. */
import { importAstro } from "./astro/import-astro.ts";
import { importHugo } from "./hugo/import-hugo.ts";
import { importJekyll } from "./jekyll/import-jekyll.ts";
import { readLinksCsv } from "./lib/links-csv.ts";
import type { ImportedSite } from "./lib/model.ts";
import { Reporter } from "./lib/reporter.ts";
import { formatSummary, summaryJson, type ImportCounts } from "./lib/summary.ts";
import { writeContentFolder } from "./lib/write-folder.ts";
import { importWordPress } from "./wordpress/import-wordpress.ts";

export const IMPORT_SOURCES = ["wordpress", "hugo", "jekyll", "astro"] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

export interface ImportRequest {
  source: ImportSource;
  /** The export file (WordPress) or the project folder. */
  input: string;
  outDir: string;
  /** The old site's public URL, when its config does not say or says wrong. */
  siteUrl?: string;
  /** Fetch the old site's uploaded images that are not in the source folder. */
  fetchImages: boolean;
  /** A link plugin's CSV export (Pretty Links): its rows become affiliate links. */
  linksFile?: string;
}

export interface ImportResult {
  counts: ImportCounts;
  reporter: Reporter;
  text: string;
  json: string;
}

const IMPORTERS: Record<
  ImportSource,
  (input: string, reporter: Reporter, siteUrl?: string) => Promise<ImportedSite>
> = {
  wordpress: importWordPress,
  hugo: importHugo,
  jekyll: importJekyll,
  astro: importAstro,
};

export async function runImport(request: ImportRequest): Promise<ImportResult> {
  const reporter = new Reporter();
  const siteUrl = request.siteUrl?.replace(/\/+$/, "");
  const site = await IMPORTERS[request.source](request.input, reporter, siteUrl);
  if (request.linksFile)
    site.links = [...(site.links ?? []), ...(await readLinksCsv(request.linksFile, reporter))];
  const counts = await writeContentFolder(site, {
    outDir: request.outDir,
    reporter,
    fetchImages: request.fetchImages,
  });
  return {
    counts,
    reporter,
    text: formatSummary(counts, reporter.reports, request.outDir),
    json: summaryJson(counts, reporter.reports, request.outDir),
  };
}
