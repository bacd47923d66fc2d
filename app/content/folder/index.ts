/** The content folder's layout (file names, site path ↔ file, JSON text), for `app/content/` and, through its index, everyone. */
export { pathSegments, titleFromContentPath, toCanonicalPath } from "./content-path.ts";
export { mapInParallel } from "./read-in-parallel.ts";
export {
  CONTENT_BASE,
  LINKS_FILE,
  LINKS_PATH,
  MANIFEST_FILE,
  SITE_FILE,
  SITE_PATH,
  MANIFEST_PATH,
  REDIRECTS_FILE,
  toFolderFile,
  toSitePath,
} from "./layout.ts";
export { contentFile } from "./layout.ts";
export { readJsonText } from "./json-text.ts";
export { toContentPath, type ContentPath } from "./content-path.ts";
export { type ContentFileKind } from "./layout.ts";
export { normalizeRedirectPath, readRedirectTarget, redirectLocation } from "./redirect-path.ts";
export { fileStamp } from "./file-stamp.ts";
export { addDays, dayStart, daysBetween, isDay, monthNumber } from "./days.ts";
export { formatDay, monthName } from "./day-names.ts";
