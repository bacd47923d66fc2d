/**
 * What the back office's benchmarks share (bench-save.ts, bench-check-live.ts): the number of
 * entries from the command line (default 10,000), a generated content folder of that many in
 * `.tmp/` (scale/generate-content.ts), the back office on it as `npm run back-office` runs, and
 * both gone at the end.
 */
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import type { ManifestEntry } from "#app/content/index.ts";
import { parseCommandLine, usageError } from "#tools/cli/command-line.ts";
import { startBackOffice, type BackOfficeSite } from "#tests/support/back-office.ts";
import { generateScaleContent } from "./scale/generate-content.ts";

/** `npm run {command} -- [N]`: N, or the command's usage and exit. */
export function readEntryCount(command: string): number {
  const usage = `usage: npm run ${command} -- [number of entries, default 10000]`;
  const { positionals } = parseCommandLine(command, usage, { allowPositionals: true });
  const count = Number(positionals[0] ?? 10_000);
  if (!Number.isInteger(count) || count < 1 || positionals.length > 1)
    usageError(command, `the number of entries must be a whole number`, usage);
  return count;
}

/** Runs `measure` with the back office on a generated folder of `count` entries. */
export async function withGeneratedBackOffice(
  command: string,
  count: number,
  measure: (office: { site: BackOfficeSite; entries: ManifestEntry[] }) => Promise<void>,
): Promise<void> {
  await mkdir(".tmp", { recursive: true });
  const work = path.resolve(await mkdtemp(path.join(".tmp", `${command.replace(":", "-")}-`)));
  const contentDir = path.join(work, "content");
  const entries = await generateScaleContent("content", contentDir, count);
  console.log(`Generated ${count} entries in ${contentDir}`);
  const site = await startBackOffice({ contentDir });
  try {
    await measure({ site, entries });
  } finally {
    await site.cleanup();
    await rm(work, { recursive: true, force: true });
  }
}
