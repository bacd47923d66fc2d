/**
 * What the dev server's content plugin serves: the content folder's files under
 * `/assets/content/`, as the built site does, and the manifest with drafts shown.
 */
import { openContentFolder } from "#app/data/index.server.ts";
import { toFolderFile } from "#app/engine/index.ts";

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

/** The production server's types, so the preview answers as the site does. */
export { contentTypeOf } from "#app/data/index.server.ts";
