/**
 * What the dev server's content plugin serves: the content folder's files under
 * `/assets/content/`, as the built site does, the manifest with drafts shown, and page index
 * records (`/assets/page-index/`) built from that manifest.
 */
import { readPageIndexFromManifest } from "#app/loaders/index.ts";
import { openContentFolder } from "#app/loaders/index.server.ts";
import { pagePathOfIndexUrl, withDraftsShown } from "#app/content/index.ts";
import { toFolderFile } from "#app/content/index.ts";

/** The file a request path asks for inside `contentDir`, or undefined when it is not content. */
export function toContentFile(urlPath: string, contentDir: string): string | undefined {
  const pathname = urlPath.split(/[?#]/)[0] ?? "";
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const file = toFolderFile(decoded);
  return file === undefined ? undefined : openContentFolder(contentDir).pathOf(file);
}

/**
 * The page index record a request path asks for, as JSON, drafts shown like everywhere in the
 * preview; undefined when the path is no record URL.
 */
export async function previewPageIndexRecord(
  urlPath: string,
  contentDir: string,
): Promise<string | undefined> {
  const pathname = urlPath.split(/[?#]/)[0] ?? "";
  let segments: string[];
  try {
    segments = pathname.split("/").filter(Boolean).map(decodeURIComponent);
  } catch {
    return undefined;
  }
  const pagePath = pagePathOfIndexUrl(segments);
  if (pagePath === undefined) return undefined;
  const readText = withDraftsShown(openContentFolder(contentDir).readText);
  return JSON.stringify(await readPageIndexFromManifest(pagePath, readText));
}

/** The production server's types, so the preview answers as the site does. */
export { contentTypeOf } from "#app/loaders/index.server.ts";
