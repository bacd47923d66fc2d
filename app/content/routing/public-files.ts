/**
 * Which content folder files the published site may serve: what a published page reads (its
 * markdown file, the manifest, the link registry, the site's identity) and the images pages show. Everything else
 * (a draft's markdown, a salepage not yet in the manifest, notes left in the folder) is not
 * public: the server answers 404 and the build leaves it out of its copy.
 */
import { LINKS_FILE, MANIFEST_FILE, SITE_FILE, toFolderFile } from "#app/content/folder/index.ts";
import type { ManifestEntry } from "#app/content/manifest/manifest.ts";
import { listPrerenderPaths, resolvePage, type RoutingOptions } from "./resolve-page.ts";

/** Images are public as a folder: a page picks them by path, drafts rarely add new ones. */
const PUBLIC_FOLDERS = ["images/"];

export type PublicFileTest = (folderFile: string) => boolean;

const known = new WeakMap<readonly ManifestEntry[], PublicFileTest>();

/** A test for folder files (`blogs/x.md`), built once per entries list. */
export function publicContentFiles(
  entries: readonly ManifestEntry[],
  options: RoutingOptions = {},
): PublicFileTest {
  const remembered = known.get(entries);
  if (remembered) return remembered;
  const files = new Set<string>([MANIFEST_FILE, LINKS_FILE, SITE_FILE]);
  for (const path of listPrerenderPaths(entries, options)) {
    const resolution = resolvePage(path, entries, options);
    const file = resolution.found ? toFolderFile(resolution.page.source) : undefined;
    if (file !== undefined) files.add(file);
  }
  const test: PublicFileTest = (file) =>
    files.has(file) || PUBLIC_FOLDERS.some((folder) => file.startsWith(folder));
  known.set(entries, test);
  return test;
}
