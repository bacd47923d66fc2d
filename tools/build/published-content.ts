/**
 * What of the content folder the build copies into the site: only what published pages read
 * (`publicContentFiles`), and the manifest with its `done` entries only, so a static host
 * serves no draft's markdown, url or title. The entries and problems it returns are that
 * published manifest's: page index records and pages name no unpublished entry either.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { site } from "#app/config/index.ts";
import type { DiskContentFolder } from "#app/data/index.server.ts";
import { parseManifest, publicContentFiles, publishedManifest } from "#app/content/index.ts";
import { MANIFEST_FILE, MANIFEST_PATH } from "#app/content-folder/index.ts";
import { syncFolder } from "./content-copy.ts";
import { BuildFailed } from "./steps/build-context.ts";

/**
 * The manifest as the published site reads it: `done` entries only, their problems, and its
 * text. The content check refused a file that is not a JSON array, so one now was saved while
 * the build ran: the build stops, rather than take it for a site with no entries and remove
 * every page.
 */
export async function readPublishedManifest(folder: DiskContentFolder) {
  const text = await folder.readText(MANIFEST_PATH).catch(() => undefined);
  // Unreadable: no entries, as `loadManifest` gives every part of the site. Not read a second
  // time: a file back meanwhile would be read with its drafts.
  if (text === undefined) return { entries: [], problems: [], readable: false, text: "[]" };
  const published = publishedManifest(text);
  if (published === undefined) {
    throw new BuildFailed(
      `Reading ${MANIFEST_FILE}`,
      "it is not a JSON array now: it was saved while the build ran",
      "Nothing of this build was recorded: build again once the file is saved.",
    );
  }
  return { ...parseManifest(published), readable: true, text: published };
}

export async function copyPublishedContent(
  folder: DiskContentFolder,
  target: string,
  hashes: ReadonlyMap<string, string>,
  copied: Readonly<Record<string, string>>,
) {
  const { entries, problems, text } = await readPublishedManifest(folder);
  const isPublic = publicContentFiles(entries, { pageSize: site.listingPageSize });
  // The manifest is written, not copied: its published form differs from the file.
  const publicHashes = new Map(
    [...hashes].filter(([file]) => file !== MANIFEST_FILE && isPublic(file)),
  );
  const written = await syncFolder(folder.dir, target, publicHashes, copied);
  await writeFile(path.join(target, MANIFEST_FILE), text);
  written.push(MANIFEST_FILE);
  return { entries, problems, written, copiedHashes: Object.fromEntries(publicHashes) };
}
