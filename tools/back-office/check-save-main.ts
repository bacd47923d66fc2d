/**
 * The content check of a save about to be made (server/back-office/check-save.ts starts it):
 * reads `{ dir, changes }` from stdin, where `changes` maps a folder file to its new text (null:
 * deleted), checks the folder as it would stand after the save, without writing anything, and
 * prints the findings as JSON, each naming its file relative to the folder.
 */
import path from "node:path";
import { text } from "node:stream/consumers";
import { checkContentFolder, type ContentFolder } from "#tools/check-content/check/check-folder.ts";
import { formatFinding } from "#tools/check-content/check/finding.ts";
import { createDiskFolder } from "#tools/check-content/disk-folder.ts";
import { readPriceMaxAgeDaysOrExit } from "#tools/check-content/run-check.ts";

interface Task {
  dir: string;
  changes: Record<string, string | null>;
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

if (import.meta.main) {
  const task = JSON.parse(await text(process.stdin)) as Task;
  const folder = overlayFolder(createDiskFolder(path.resolve(task.dir)), task.changes);
  const findings = await checkContentFolder(folder, {
    priceMaxAgeDays: readPriceMaxAgeDaysOrExit(),
  });
  const answer = findings.map((finding) => ({ ...finding, text: formatFinding(finding) }));
  process.stdout.write(JSON.stringify(answer));
}
