/**
 * Runs the content checker (app/content-check/, the engine `npm run check-content` runs) on what a
 * save is about to write, in the back office's own process: errors in the files being saved
 * refuse the save with the checker's own `file:line:col: error: message`; their warnings go back
 * to the editor with the saved entry. Findings in other files (there before this save) do not
 * stop it; nor do findings in the shared files of rows (the manifest, links.json, redirects.json)
 * outside the rows this save edits or adds: another entry's error (a `done` row whose file is
 * missing) becomes a warning naming that entry, so it never blocks a writer's own save.
 */
import { readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  checkContentFolder,
  createDiskFolder,
  formatFinding,
  locateArrayElements,
  parseJsonAt,
  type CachedFindings,
  type ContentFolder,
} from "#app/content-check/index.server.ts";
import { hashOf } from "#app/content/index.server.ts";
import { readPriceMaxAgeDays } from "#app/config/index.server.ts";
import { LINKS_FILE, MANIFEST_FILE, REDIRECTS_FILE } from "#app/content/index.ts";
import { openFileCache } from "#app/loaders/index.server.ts";
import type { CheckedFinding } from "./finding.ts";

export interface SaveCheck {
  errors: CheckedFinding[];
  warnings: CheckedFinding[];
}

/**
 * Where the check of a folder's saves keeps each file's findings (by the file's text, as a build
 * does): this machine's temporary folder, one SQLite file a content folder. A cache only (lost, it
 * is made again); not beside the content, which may be on a shared volume where SQLite is not at
 * home. At 10,000 entries it takes a save's check from seconds to about one (docs/benchmarks.md).
 */
function checkCacheFile(dir: string): string {
  const folder = hashOf(path.resolve(dir)).slice(0, 16);
  return path.join(tmpdir(), "back-office-check", `${folder}.sqlite`);
}

/** The app's code (what the findings depend on), so another code never reuses these findings. */
const APP = fileURLToPath(new URL("../../../app", import.meta.url));
let codeHash: string | undefined;
function checkerCodeHash(): string {
  codeHash ??= hashOf(
    ...readdirSync(APP, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".test.ts"))
      .sort()
      .flatMap((file) => [`${file}\n`, readFileSync(path.join(APP, file))]),
  );
  return codeHash;
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

/** Files of many entries' rows, one row a line: a save changes some of their lines only. */
const ROW_FILES = new Set([MANIFEST_FILE, LINKS_FILE, REDIRECTS_FILE]);

/**
 * The lines (1-based) of `after`, a JSON array of rows, that hold a row `before` did not have:
 * the rows a save edits or adds, however the file is laid out. Every line when either text is
 * not an array (then the whole file is the save's).
 */
export function changedLines(before: string | undefined, after: string): Set<number> {
  const every = new Set(after.split("\n").map((_, index) => index + 1));
  const old = before === undefined ? undefined : parseJsonAt(before);
  const now = parseJsonAt(after);
  if (!old?.ok || !now.ok || !Array.isArray(old.value) || !Array.isArray(now.value)) return every;
  const kept = new Map<string, number>();
  for (const row of old.value as unknown[]) {
    const key = JSON.stringify(row);
    kept.set(key, (kept.get(key) ?? 0) + 1);
  }
  const lineAt = (offset: number) => after.slice(0, offset).split("\n").length;
  const spans = locateArrayElements(after);
  const lines = new Set<number>();
  (now.value as unknown[]).forEach((row, index) => {
    const key = JSON.stringify(row);
    const left = kept.get(key) ?? 0;
    if (left > 0) {
      kept.set(key, left - 1);
      return;
    }
    const span = spans[index];
    if (span === undefined) return;
    for (let line = lineAt(span.start); line <= lineAt(span.end); line++) lines.add(line);
  });
  return lines;
}

/** A finding the save did not make: a warning, saying so. */
const elsewhere = (finding: CheckedFinding): CheckedFinding => {
  const message = `${finding.message} (another entry's ${finding.severity}: this save leaves it as it was)`;
  const severity = "warning";
  return {
    ...finding,
    severity,
    message,
    text: formatFinding({ ...finding, severity, message }),
  };
};

export async function checkSave(
  dir: string,
  changes: Readonly<Record<string, string | null>>,
): Promise<SaveCheck> {
  const disk = createDiskFolder(path.resolve(dir));
  const touched = new Map<string, Set<number>>();
  for (const [file, text] of Object.entries(changes)) {
    if (!ROW_FILES.has(file) || text === null) continue;
    const before = await disk.readText(file).catch(() => undefined);
    touched.set(file, changedLines(before, text));
  }
  const folder = overlayFolder(disk, changes);
  const cache = await openFileCache<CachedFindings>(
    { database: checkCacheFile(dir), name: `check-markdown ${checkerCodeHash()}` },
    { preload: true },
  );
  const findings = await readingAgainIfFilesVanish(() =>
    checkContentFolder(folder, { priceMaxAgeDays: readPriceMaxAgeDays(), cache }),
  );
  // A cache: a save it cannot write (another save's check writing it) is not the save's failure.
  await cache.save().catch(() => undefined);
  const saved = new Set(Object.keys(changes));
  const mine = findings
    .filter((finding) => saved.has(finding.file))
    .map((finding) => ({ ...finding, text: formatFinding(finding) }) as CheckedFinding)
    .map((finding) => {
      const lines = touched.get(finding.file);
      return lines === undefined || lines.has(finding.line) ? finding : elsewhere(finding);
    });
  return {
    errors: mine.filter((finding) => finding.severity === "error"),
    warnings: mine.filter((finding) => finding.severity === "warning"),
  };
}

/** Times a folder is read before a file that keeps going away fails the check. */
const READ_TRIES = 3;

/**
 * `read` of a folder that lists it, then reads each file: a file removed in between (another
 * writer's delete) is not the check's error, so the folder is read again, as it is now.
 */
export async function readingAgainIfFilesVanish<T>(read: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await read();
    } catch (error) {
      if (tries >= READ_TRIES || (error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
}
