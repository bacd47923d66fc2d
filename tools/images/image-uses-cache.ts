/**
 * `collectImageUses` for each markdown file, remembered by the file's content (and the link
 * registry's, since `go:` products resolve through it): the checker and the image step both need
 * every file's image uses, and at 10,000 files lexing them all twice took seconds per build.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { LINKS_FILE } from "#app/content/index.ts";
import { type PageLayout } from "#app/content/index.ts";
import { hashOf } from "#app/content/index.server.ts";
import { openFileCache, type FileCacheLocation } from "#app/loaders/index.server.ts";
import { collectImageUses, type ImageFacts, type ImageUse } from "./collect-images.ts";
import { readFolderLinks } from "./folder-links.ts";

export interface ImageUsesCache {
  /**
   * The image uses of `file` (folder path). `read` gives its text; `contentHash`, when known,
   * spares reading a file whose uses are cached.
   */
  uses(
    file: string,
    layout: PageLayout,
    read: () => Promise<string>,
    contentHash?: string,
  ): Promise<ImageUse[]>;
  /**
   * Remembers `file`'s uses from an analysis the caller made anyway (the checker), so they are
   * not worked out again; `analyzed` must be of `text` with the folder's link registry.
   */
  remember(
    file: string,
    layout: PageLayout,
    text: string,
    analyzed: ImageFacts,
    contentHash?: string,
  ): void;
  save(): Promise<void>;
}

export async function openImageUsesCache(
  contentDir: string,
  location: FileCacheLocation | undefined,
): Promise<ImageUsesCache> {
  const links = await readFolderLinks(contentDir);
  const linksKey = hashOf(await readFile(path.join(contentDir, LINKS_FILE)).catch(() => ""));
  const cache = await openFileCache<ImageUse[]>(location, { inOrder: true });
  const usesRowKey = (layout: PageLayout, content: string) =>
    hashOf(`${layout}\n${linksKey}\n${content}`);
  return {
    async uses(file, layout, read, contentHash) {
      let markdown: string | undefined;
      const content = contentHash ?? hashOf((markdown = await read()));
      const key = usesRowKey(layout, content);
      const stored = cache.get(file, key);
      if (stored) return stored;
      const uses = collectImageUses(markdown ?? (await read()), layout, links);
      cache.set(file, key, uses);
      return uses;
    },
    remember(file, layout, text, analyzed, contentHash) {
      const key = usesRowKey(layout, contentHash ?? hashOf(text));
      if (cache.get(file, key)) return;
      cache.set(file, key, collectImageUses(text, layout, links, analyzed));
    },
    save: () => cache.save(),
  };
}
