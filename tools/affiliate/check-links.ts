/**
 * `npm run check-links [DIR] [--json]`: requests every registry URL and every external product
 * link once and reports the broken ones at every `file:line` using them, plus registry entries
 * nothing uses. Exits 1 when something is broken.
 */
import { readSiteEnvOrExit } from "#app/config/index.server.ts";
import { parseCommandLine } from "#tools/cli/command-line.ts";
import { createDiskFolder } from "#app/content-check/index.server.ts";
import { collectLinkTargets } from "./link-targets.ts";
import { checkUrls, type HealthOptions } from "./link-health.ts";
import { formatLinkReport, type LinkReport } from "./link-report.ts";

export async function checkLinks(dir: string, options: HealthOptions = {}): Promise<LinkReport> {
  const { targets, unused } = await collectLinkTargets(createDiskFolder(dir));
  const results = await checkUrls(
    targets.map((target) => target.url),
    options,
  );
  return {
    links: targets.map((target, index) => ({ ...target, ...results[index]! })),
    unused,
  };
}

const USAGE = "usage: npm run check-links -- [content folder] [--json]";

async function main(argv: readonly string[]): Promise<number> {
  const { values, positionals } = parseCommandLine("check-links", USAGE, {
    args: [...argv],
    allowPositionals: true,
    options: { json: { type: "boolean", default: false } },
  });
  const report = await checkLinks(positionals[0] ?? readSiteEnvOrExit().contentDir);
  process.stdout.write(
    values.json ? `${JSON.stringify(report, null, 2)}\n` : formatLinkReport(report),
  );
  return report.links.some((link) => !link.ok) ? 1 : 0;
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
