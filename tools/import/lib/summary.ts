/** The counts printed at the end of an import, as text or as `--json`. */
import { formatReport, type ImportReport } from "./reporter.ts";

export interface ImportCounts {
  published: number;
  staging: number;
  imagesCopied: number;
  imagesRemote: number;
  redirects: number;
  affiliateLinks: number;
  reported: number;
}

export function formatSummary(
  counts: ImportCounts,
  reports: readonly ImportReport[],
  outDir: string,
): string {
  return [
    ...reports.map((report) => `reported: ${formatReport(report)}`),
    "",
    `Imported into ${outDir}:`,
    `  published       ${counts.published}`,
    `  staging         ${counts.staging}   (drafts, scheduled, private, password-protected: not public)`,
    `  images copied   ${counts.imagesCopied}`,
    `  images remote   ${counts.imagesRemote}`,
    `  redirects       ${counts.redirects}   (redirects.json: old URL → new page)`,
    `  affiliate links ${counts.affiliateLinks}   (links.json: each old link URL still counts its clicks)`,
    `  reported        ${counts.reported}   (listed above: not converted as written)`,
    "",
    `Next: npm run check-content ${outDir}`,
  ].join("\n");
}

export function summaryJson(
  counts: ImportCounts,
  reports: readonly ImportReport[],
  outDir: string,
): string {
  return JSON.stringify({ outDir, counts, reports }, null, 2);
}
