/**
 * The content check of a save about to be made (server/back-office/check-save.ts starts it):
 * reads `{ dir, changes }` from stdin, where `changes` maps a folder file to its new text (null:
 * deleted), checks the folder as it would stand after the save, without writing anything, and
 * prints the findings as JSON, each naming its file relative to the folder.
 */
import path from "node:path";
import { text } from "node:stream/consumers";
import { fileURLToPath } from "node:url";
import { hashCode } from "#tools/build/build-inputs.ts";
import { openFileCache } from "#tools/build/file-cache.ts";
import {
  checkContentFolder,
  type CachedFindings,
  type ContentFolder,
} from "#tools/check-content/check/check-folder.ts";
import { formatFinding } from "#tools/check-content/check/finding.ts";
import { createDiskFolder } from "#tools/check-content/disk-folder.ts";
import { readPriceMaxAgeDaysOrExit } from "#tools/check-content/run-check.ts";

interface Task {
  dir: string;
  changes: Record<string, string | null>;
  /** The SQLite file keeping each file's findings between saves (absent: none kept). */
  cacheFile?: string;
}

/** `disk` as it would be with `changes` made; dotfiles (a save's temporary files) left out. */
export function overlayFolder(
  disk: ContentFolder,
  changes: Readonly<Record<string, string | null>>,
): ContentFolder {
  const changed = new Map(Object.entries(changes));
  return {
    async listFiles() {
      const files = new Set(
        (await disk.listFiles()).filter(
          (file) => !file.split("/").some((part) => part.startsWith(".")),
        ),
      );
      for (const [file, value] of changed) {
        if (value === null) files.delete(file);
        else files.add(file);
      }
      return [...files];
    },
    readText: async (file) => changed.get(file) ?? disk.readText(file),
    displayPath: (file) => file,
  };
}

/** The project this runs from: its code is part of the cache's name (another code, other findings). */
const ROOT = fileURLToPath(new URL("../..", import.meta.url));

if (import.meta.main) {
  const task = JSON.parse(await text(process.stdin)) as Task;
  const folder = overlayFolder(createDiskFolder(path.resolve(task.dir)), task.changes);
  const name = `check-markdown ${await hashCode(ROOT, {})}`;
  const cache = await openFileCache<CachedFindings>(
    task.cacheFile ? { database: task.cacheFile, name } : undefined,
    { preload: true },
  );
  const findings = await checkContentFolder(folder, {
    priceMaxAgeDays: readPriceMaxAgeDaysOrExit(),
    cache,
  });
  // A cache: a save it cannot write (another save's check writing it) is not the save's failure.
  await cache.save().catch(() => undefined);
  const answer = findings.map((finding) => ({ ...finding, text: formatFinding(finding) }));
  process.stdout.write(JSON.stringify(answer));
}
