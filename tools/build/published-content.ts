/**
 * What of the content folder the build copies into the site: only what published pages read
 * (`publicContentFiles`), and the manifest with its `done` entries only, so a static host
 * serves no draft's markdown, url or title. The entries and problems it returns are that
 * published manifest's: page index records and pages name no unpublished entry either.
 */
import path from "node:path";
import { site } from "#app/config/index.ts";
import { replaceFile } from "#app/prerender/index.server.ts";
import type { DiskContentFolder } from "#app/loaders/index.server.ts";
import { parseManifest, publicContentFiles, publishedManifestAt } from "#app/content/index.ts";
import { MANIFEST_FILE, MANIFEST_PATH } from "#app/content/index.ts";
import { syncFolder } from "./content-copy.ts";
import { precompressFiles } from "./precompress.ts";
import { BuildFailed } from "./steps/build-context.ts";

/**
 * The manifest as the published site reads it: `done` entries only (a scheduled one from its
 * `publishAt` on), their problems, its text, and when the next scheduled entry is due. The
 * content check refused a file that is not a JSON array, so one now was saved while the build
 * ran: the build stops, rather than take it for a site with no entries and remove every page.
 */
export async function readPublishedManifest(folder: DiskContentFolder) {
  const text = await folder.readText(MANIFEST_PATH).catch(() => undefined);
  // Unreadable: no entries, as `loadManifest` gives every part of the site. Not read a second
  // time: a file back meanwhile would be read with its drafts.
  if (text === undefined) {
    return { entries: [], problems: [], readable: false, text: "[]", nextPublishAt: undefined };
  }
  const published = publishedManifestAt(text, Date.now());
  if (published === undefined) {
    throw new BuildFailed(
      `Reading ${MANIFEST_FILE}`,
      "it is not a JSON array now: it was saved while the build ran",
      "Nothing of this build was recorded: build again once the file is saved.",
    );
  }
  return { ...parseManifest(published.text), readable: true, ...published };
}

export type PublishedManifest = Awaited<ReturnType<typeof readPublishedManifest>>;

/** What the copy writes: the published manifest, and the files its pages read with their hashes. */
export interface PublishedContent {
  manifest: PublishedManifest;
  files: Map<string, string>;
}

/**
 * The files of `hashes` (the content folder's) that published pages read: a rebuild works them
 * out while the content check runs, from the manifest its page keys read (main.ts).
 */
export function publishedContent(
  manifest: PublishedManifest,
  hashes: ReadonlyMap<string, string>,
): PublishedContent {
  const isPublic = publicContentFiles(manifest.entries, { pageSize: site.listingPageSize });
  // The manifest is written, not copied: its published form differs from the file.
  const files = new Map([...hashes].filter(([file]) => file !== MANIFEST_FILE && isPublic(file)));
  return { manifest, files };
}

/**
 * `content`: what `publishedContent` gave for these `hashes`, if worked out already. `compress`:
 * each file written gets its precompressed sibling as it is written (syncFolder).
 */
export async function copyPublishedContent(
  folder: DiskContentFolder,
  target: string,
  hashes: ReadonlyMap<string, string>,
  copied: Readonly<Record<string, string>>,
  { content, compress = false }: { content?: PublishedContent; compress?: boolean } = {},
) {
  const { manifest, files } =
    content ?? publishedContent(await readPublishedManifest(folder), hashes);
  const written = await syncFolder(folder.dir, target, files, copied, { compress });
  await replaceFile(path.join(target, MANIFEST_FILE), manifest.text);
  if (compress) await precompressFiles(target, [MANIFEST_FILE], 1);
  written.push(MANIFEST_FILE);
  return {
    entries: manifest.entries,
    problems: manifest.problems,
    written,
    copiedHashes: Object.fromEntries(files),
  };
}
