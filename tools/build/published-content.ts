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
import {
  hideDrafts,
  loadManifest,
  publicContentFiles,
  withDraftsHidden,
} from "#app/content/index.ts";
import { MANIFEST_FILE, MANIFEST_PATH } from "#app/content-folder/index.ts";
import { syncFolder } from "./content-copy.ts";

/** The manifest as the published site reads it: `done` entries only, and their problems. */
export function readPublishedManifest(folder: DiskContentFolder) {
  return loadManifest(withDraftsHidden(folder.readText));
}

export async function copyPublishedContent(
  folder: DiskContentFolder,
  target: string,
  hashes: ReadonlyMap<string, string>,
  copied: Readonly<Record<string, string>>,
) {
  const { entries, problems } = await readPublishedManifest(folder);
  const isPublic = publicContentFiles(entries, { pageSize: site.listingPageSize });
  // The manifest is written, not copied: its published form differs from the file.
  const publicHashes = new Map(
    [...hashes].filter(([file]) => file !== MANIFEST_FILE && isPublic(file)),
  );
  const written = await syncFolder(folder.dir, target, publicHashes, copied);
  const manifest = await folder.readText(MANIFEST_PATH).catch(() => "[]");
  await writeFile(path.join(target, MANIFEST_FILE), hideDrafts(manifest));
  written.push(MANIFEST_FILE);
  return { entries, problems, written, copiedHashes: Object.fromEntries(publicHashes) };
}
