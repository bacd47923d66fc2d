/** The custom HMR event the dev server sends when a content file changes; data: `{ path }`. */
export const CONTENT_CHANGED_EVENT = "content-changed";

export interface ContentChangedData {
  /** The changed file, relative to the content folder. */
  path: string;
}
