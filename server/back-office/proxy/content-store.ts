/**
 * The content folder as the back office reads and saves it: an entry's document (its manifest
 * row joined with its markdown file, or a JSON file's value: entry-reader.ts), and saves that
 * are checked first, refused when stale, written by temporary file and rename, then committed
 * to the folder's git repository as one commit saying what changed (versions.ts, content-git.ts).
 * One save at a time per process (a chain of promises): two saves of one entry never interleave.
 */
import { MANIFEST_FILE } from "#app/content/index.ts";
import { writeOrRefuse, type FileWrite } from "./atomic-write.ts";
import { checkSave } from "./check-save.ts";
import type { CheckedFinding } from "./finding.ts";
import { type EntryDocument, type JsonDocument, type MarkdownDocument } from "./document.ts";
import { createEntryReader, readOptional } from "./entry-reader.ts";
import { refuse } from "./errors.ts";
import { editManifest, findRow, readRows, refuseUnreadable } from "./manifest-rows.ts";
import { planMarkdownSave, planJsonSave, saveMessage, type Write } from "./save-plans.ts";
import { resolveInFolder } from "./safe-path.ts";
import type { Versions } from "./versions.ts";

export interface ContentStore {
  root: string;
  versions: Versions;
  /** The document of `file`, or null when it does not exist. */
  read(file: string): Promise<EntryDocument | null>;
  /**
   * The document of `file` as the editor opens it: refused (409, naming the manifest's problem)
   * when the manifest does not parse and holds the entry's row unread, rather than opened with
   * its title and fields empty.
   */
  open(file: string): Promise<EntryDocument | null>;
  /** Saves a document at `file`; the warnings the checker found in it. */
  save(file: string, document: EntryDocument, isNew: boolean): Promise<CheckedFinding[]>;
  /** Writes files that are not documents (images), one commit. */
  writeRaw(files: readonly { file: string; bytes: Buffer }[], message?: string): Promise<void>;
  /** Deletes files (a markdown entry's manifest row with it), one commit. */
  remove(files: readonly string[]): Promise<void>;
  /** Puts a kept version of `file` back (itself a save: checked, the current one kept). */
  restore(file: string, id: string): Promise<CheckedFinding[]>;
  /** Runs `task` after every save before it. */
  serialize<T>(task: () => Promise<T>): Promise<T>;
}

// Long: its closures share the folder, the versions and the chain of saves.
export function createContentStore(root: string, versions: Versions): ContentStore {
  let chain: Promise<unknown> = Promise.resolve();
  const serialize = <T>(task: () => Promise<T>): Promise<T> => {
    const next = chain.then(task, task);
    chain = next.catch(() => undefined);
    return next;
  };
  const reader = createEntryReader(root);
  const { text, read, open } = reader;

  /**
   * Checks the planned writes, writes them, and commits them as one commit saying `message`.
   * `plannedFrom`: the manifest's text a save or delete planned its manifest from; if another
   * program changed the file during the check (seconds), nothing is written (ManifestMoved)
   * rather than its change.
   */
  async function commit(
    writes: readonly Write[],
    message: string,
    plannedFrom?: { manifest: string | undefined },
  ): Promise<CheckedFinding[]> {
    if (writes.length === 0) return [];
    const changes = Object.fromEntries(writes.map((write) => [write.file, write.text]));
    const check = await checkSave(root, changes);
    if (check.errors.length > 0) {
      refuse(
        422,
        `the checker refused the save:\n${check.errors.map((finding) => finding.text).join("\n")}`,
      );
    }
    const files: FileWrite[] = [];
    for (const write of writes) {
      files.push({
        absolute: (await resolveInFolder(root, write.file)).absolute,
        bytes: write.text,
      });
    }
    // Compared once the new files wait under their temporary names, just before they are
    // renamed in: the window for another program's write to be lost is one read wide.
    await writeOrRefuse(files, async () => {
      if (plannedFrom && (await text(MANIFEST_FILE)) !== plannedFrom.manifest)
        throw new ManifestMoved();
    });
    // The manifest this save wrote is the last one that parsed: if another program half writes
    // the file before the editor is told the saved version, the version is still this save's,
    // and the editor's next save is not taken for someone else's.
    const manifest = writes.find((write) => write.file === MANIFEST_FILE)?.text;
    if (manifest) reader.remember(manifest);
    await versions.record(
      writes.map((write) => write.file),
      message,
    );
    return check.warnings;
  }

  /** A save, planned again (at most three times) while the manifest moves under its check. */
  async function save(file: string, document: EntryDocument, isNew: boolean) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await saveOnce(file, document, isNew);
      } catch (error) {
        if (!(error instanceof ManifestMoved)) throw error;
        if (attempt === 3)
          refuse(
            409,
            `${MANIFEST_FILE} kept changing while ${file} was checked: your text is not saved: save again`,
          );
      }
    }
  }

  async function saveOnce(file: string, document: EntryDocument, isNew: boolean) {
    const { type } = await resolveInFolder(root, file);
    const current = await read(file);
    if (current !== null && isNew) {
      refuse(409, `${file} exists already: open it to edit it, or choose another url`);
    }
    if (!isNew && document.opened !== null && current?.opened !== document.opened) {
      refuse(
        409,
        `${file} was changed by someone else since you opened it: reload it (your text is not saved), then make your change again`,
      );
    }
    if (document.kind === "json") {
      if (type !== "json") refuse(400, `${file} is not a JSON file of the folder`);
      return commit(
        planJsonSave(file, document, current as JsonDocument | null),
        `${current === null ? "Create" : "Edit"} ${file}`,
      );
    }
    if (type !== "markdown") refuse(400, `${file} is not a markdown file`);
    const manifest = await text(MANIFEST_FILE);
    refuseUnreadable(manifest);
    return commit(
      planMarkdownSave(file, document, current as MarkdownDocument | null, manifest),
      saveMessage(file, document, current as MarkdownDocument | null),
      { manifest },
    );
  }

  async function remove(files: readonly string[]) {
    const writes: Write[] = [];
    const before = await text(MANIFEST_FILE);
    let manifest = before;
    for (const file of files) {
      const { type } = await resolveInFolder(root, file);
      if (file === MANIFEST_FILE) refuse(400, `${MANIFEST_FILE} cannot be deleted`);
      writes.push({ file, text: null });
      const found = type === "markdown" ? findRow(readRows(manifest), file) : undefined;
      if (found) manifest = editManifest(manifest, found.row, undefined);
    }
    if (manifest !== before) writes.push({ file: MANIFEST_FILE, text: manifest ?? "[]\n" });
    // A delete is checked too: a page that other pages link to is not deleted silently.
    try {
      await commit(writes, `Delete ${files.join(", ")}`, { manifest: before });
    } catch (error) {
      if (!(error instanceof ManifestMoved)) throw error;
      refuse(
        409,
        `${MANIFEST_FILE} changed while the delete was checked: nothing deleted: try again`,
      );
    }
  }

  async function writeRaw(files: readonly { file: string; bytes: Buffer }[], message?: string) {
    const written: string[] = [];
    const changed: FileWrite[] = [];
    for (const { file, bytes } of files) {
      const { absolute } = await resolveInFolder(root, file);
      const before = await readOptional(absolute);
      if (before?.equals(bytes)) continue;
      changed.push({ absolute, bytes });
      written.push(file);
    }
    await writeOrRefuse(changed);
    if (written.length > 0)
      await versions.record(written, message ?? `Upload ${written.join(", ")}`);
  }

  async function restore(file: string, id: string) {
    const { type, absolute } = await resolveInFolder(root, file);
    const bytes = await versions.read(file, id);
    if (type === "image") {
      await writeRaw([{ file, bytes }], restoreMessage(file, id));
      return [];
    }
    const before = await readOptional(absolute);
    if (before?.equals(bytes)) return [];
    return commit([{ file, text: bytes.toString("utf8") }], restoreMessage(file, id));
  }

  return { root, versions, read, open, save, writeRaw, remove, restore, serialize };
}

const restoreMessage = (file: string, id: string) =>
  `Restore ${file} to its version of ${id.slice(0, 12)}`;

/** The manifest changed between a save's plan and its write. */
class ManifestMoved extends Error {}
