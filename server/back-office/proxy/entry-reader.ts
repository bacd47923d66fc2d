/**
 * An entry as the back office reads it: a markdown file joined with its manifest row, or a JSON
 * file's value, each with the version it stands for (what a stale save is compared with). The
 * manifest's rows are those of its last version that parsed, as the site keeps its last valid
 * manifest; an entry whose row that version lacks is not opened while the file does not read.
 */
import { readFile, stat } from "node:fs/promises";
import { fileStamp, MANIFEST_FILE } from "#app/content/index.ts";
import type { EntryDocument, JsonDocument, MarkdownDocument } from "./document.ts";
import { refuse } from "./errors.ts";
import { fileOfRow, parsedRows, unreadableManifest, type Row } from "./manifest-rows.ts";
import { resolveInFolder } from "./safe-path.ts";
import { sha256 } from "./versions.ts";

export async function readOptional(path: string): Promise<Buffer | undefined> {
  return readFile(path).catch((error: NodeJS.ErrnoException) =>
    error.code === "ENOENT" ? undefined : Promise.reject(error),
  );
}

/** The version a document stands for: what a stale save is compared with. */
function versionOf(text: string | undefined, row: unknown): string {
  return sha256(`${text ?? "\0missing"}\0${JSON.stringify(row ?? null)}`);
}

// Long: its closures share the folder, the manifest's last rows and the version last read.
export function createEntryReader(root: string) {
  const text = async (file: string) =>
    (await readOptional((await resolveInFolder(root, file)).absolute))?.toString("utf8");
  /**
   * The manifest's rows by the file each names; while the file does not parse (another program's
   * save half written, a hand edit in progress) those of its last version that did: an entry
   * opened meanwhile shows its row, and a save is refused (refuseUnreadable). `unreadable`: why
   * the file does not read. Read and indexed once per version of the file (its stamp): a listing
   * reads every entry, and reading and searching the whole manifest for each took 90 s for the
   * 5,011 posts of a 10,000-entry folder.
   */
  let last: RowIndex = indexRows([]);
  // The version last looked at; its reading is shared by the entries a listing reads at once.
  let seen: { stamp: string; reading: Promise<ManifestReading> } | undefined;
  const readManifest = async (absolute: string): Promise<ManifestReading> => {
    const manifest = (await readOptional(absolute))?.toString("utf8");
    const rows = manifest === undefined ? [] : parsedRows(manifest);
    return rows ? { rows: indexRows(rows) } : { unreadable: unreadableManifest(manifest) };
  };
  const manifestRows = async () => {
    const { absolute } = await resolveInFolder(root, MANIFEST_FILE);
    const info = await stat(absolute).catch((error: NodeJS.ErrnoException) =>
      error.code === "ENOENT" ? undefined : Promise.reject(error),
    );
    const stamp = info ? fileStamp(info) : "missing";
    if (seen?.stamp !== stamp) {
      const reading = readManifest(absolute);
      seen = { stamp, reading };
      // A read that failed (the file unreadable) is not remembered: the next entry tries again.
      reading.catch(() => (seen?.reading === reading ? (seen = undefined) : undefined));
    }
    const { reading } = seen;
    const read = await reading;
    // The last rows that parsed, unless a later version was looked at meanwhile.
    if (read.rows && seen?.reading === reading) last = read.rows;
    return { rows: read.rows ?? last, unreadable: read.unreadable };
  };

  /** `file`'s document; `unreadable` when its row may be in a manifest that does not read. */
  async function readEntry(file: string) {
    const { absolute, type } = await resolveInFolder(root, file);
    const bytes = await readOptional(absolute);
    if (bytes === undefined) return { document: null };
    const content = bytes.toString("utf8");
    if (type === "json") {
      let json: unknown;
      try {
        json = JSON.parse(content);
      } catch (error) {
        return refuse(
          422,
          `${file}:1:1: error: ${(error as Error).message}: fix it in the file first`,
        );
      }
      const document: JsonDocument = { kind: "json", opened: versionOf(content, null), json };
      return { document };
    }
    if (type !== "markdown") return refuse(400, `${file} is not an entry (use the media library)`);
    const { rows, unreadable } = await manifestRows();
    const row = rows.get(file) ?? null;
    const document: MarkdownDocument = {
      kind: "markdown",
      opened: versionOf(content, row),
      manifest: row,
      file: content,
    };
    return { document, unreadable: row === null ? unreadable : undefined };
  }

  return {
    /** A folder file's text, or undefined when it does not exist. */
    text,
    /** The document of `file`, or null when it does not exist. */
    read: async (file: string): Promise<EntryDocument | null> => (await readEntry(file)).document,
    /** As `read`, refused (409) while the file's row is in a manifest that does not read. */
    async open(file: string): Promise<EntryDocument | null> {
      const { document, unreadable } = await readEntry(file);
      if (!unreadable) return document;
      const fix = unreadable.mayPass
        ? "open it again in a moment, or fix the file first"
        : "fix the file first";
      return refuse(
        409,
        `${unreadable.problem}; ${file}'s title and fields are in it and were not read yet, so it is not opened: ${fix}`,
      );
    },
    /** A manifest this process wrote: the last one that parsed, whatever is on disk next. */
    remember(manifest: string): void {
      const rows = parsedRows(manifest);
      if (rows) last = indexRows(rows);
    },
  };
}

type RowIndex = ReadonlyMap<string, Row>;

/** A version of the manifest: its rows, or why it does not read. */
type ManifestReading =
  | { rows: RowIndex; unreadable?: undefined }
  | { rows?: undefined; unreadable: ReturnType<typeof unreadableManifest> };

/** Each file's row, the first that names it (as `findRow` finds it). */
function indexRows(rows: readonly Row[]): RowIndex {
  const byFile = new Map<string, Row>();
  for (const row of rows) {
    const file = fileOfRow(row);
    if (file !== undefined && !byFile.has(file)) byFile.set(file, row);
  }
  return byFile;
}
