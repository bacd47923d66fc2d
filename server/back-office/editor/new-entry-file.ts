/**
 * A new entry stays open in the editor after its first save, at the file it was saved to.
 *
 * Decap names a new entry's file after its title (`blogs/my-title.md`). The back office saves it
 * where its url says (`blogs/insights/my-post.md`, the contract's layout) and names that file in
 * its answer (`saved[].file`). Decap then opens its own name again, found nothing, and emptied
 * the form: the writer's post vanished from the editor, and a second Publish was refused as an
 * empty new entry.
 *
 * Here, for the rest of the page's life, Decap's name reads the saved file, so the form shows the
 * saved entry and its next save goes to that file. The address Decap then moves to
 * (`#/collections/posts/entries/my-title`) is replaced by the file's own
 * (`…/entries/insights/my-post`), so a reload or a shared link opens the same entry.
 */

interface EntryBackend {
  persistEntry(entry: { dataFiles: { path: string }[] }, options: unknown): Promise<unknown>;
  getEntry(path: string): Promise<unknown>;
}

/** The part of `window` this needs: the address, and its changes. */
export interface EditorWindow {
  location: { hash: string; replace(url: string): void };
  addEventListener(type: "hashchange", listener: () => void): void;
}

const ENTRY_ADDRESS = /^#\/collections\/([^/]+)\/entries\/(.+)$/;

export function followNewEntries(backend: EntryBackend, window: EditorWindow): void {
  /** Decap's path for a new entry → the file the back office saved it to. */
  const savedAt = new Map<string, string>();
  const persist = backend.persistEntry.bind(backend);
  backend.persistEntry = async (entry, options) => {
    const answer = await persist(entry, options);
    const saved = (answer as { saved?: unknown } | null)?.saved;
    if ((options as { newEntry?: unknown } | null)?.newEntry === true && Array.isArray(saved)) {
      for (const { path, file } of saved as { path?: unknown; file?: unknown }[])
        if (typeof path === "string" && typeof file === "string" && path !== file)
          savedAt.set(path, file);
    }
    return answer;
  };
  const getEntry = backend.getEntry.bind(backend);
  backend.getEntry = (path) => getEntry(savedAt.get(path) ?? path);
  window.addEventListener("hashchange", () => {
    const address = realAddress(window.location.hash, savedAt);
    if (address !== undefined) window.location.replace(address);
  });
}

/** The address of the saved file when `hash` opens a new entry by Decap's name for it. */
export function realAddress(hash: string, savedAt: ReadonlyMap<string, string>) {
  const match = ENTRY_ADDRESS.exec(hash);
  if (!match) return undefined;
  const [, collection, encoded] = match;
  // The address holds a title's letters percent-encoded (a Greek title's, say); the path does not.
  let slug: string;
  try {
    slug = decodeURIComponent(encoded as string);
  } catch {
    return undefined;
  }
  for (const [path, file] of savedAt) {
    const extension = path.slice(path.lastIndexOf("."));
    const suffix = `/${slug}${extension}`;
    if (!path.endsWith(suffix) || !file.endsWith(extension)) continue;
    const folder = path.slice(0, -suffix.length);
    if (!file.startsWith(`${folder}/`)) continue;
    const realSlug = file.slice(folder.length + 1, -extension.length);
    return `#/collections/${collection}/entries/${realSlug}`;
  }
  return undefined;
}
