/** The content folder as the browser reads it: fetched from the site's `/assets/content/`. */
import { toFolderFile, toSitePath } from "#app/content/index.ts";
import { loadManifest, type ReadText } from "#app/content/index.ts";
import { fetchText } from "./http.ts";

/** Fetches a content file by its site path; rejects for paths outside the content folder. */
export const fetchContentText: ReadText = (sitePath) => {
  const file = toFolderFile(sitePath);
  if (file === undefined)
    return Promise.reject(new Error(`outside the content folder: ${sitePath}`));
  return fetchText(`/${toSitePath(file)}`);
};

/** The live manifest, read and validated. */
export function fetchManifest(): ReturnType<typeof loadManifest> {
  return loadManifest(fetchContentText);
}
