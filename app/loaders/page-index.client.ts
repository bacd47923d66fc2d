/** Page index records as the browser reads them: fetched, and the whole manifest only without one. */
import { pageIndexUrl, parsePageIndexRecord, type PageIndexRecord } from "#app/content/index.ts";
import { fetchContentText } from "./content-folder.client.ts";
import { fetchText } from "./http.ts";
import { readPageIndexFromManifest } from "./page-index.ts";

/**
 * The record of `pathname` from the site (the server answers it live, a static host has the
 * build's file); undefined when there is none or it is not a record for that path.
 */
export async function fetchPageIndexRecord(pathname: string): Promise<PageIndexRecord | undefined> {
  let text: string;
  try {
    text = await fetchText(pageIndexUrl(pathname));
  } catch {
    return undefined;
  }
  return parsePageIndexRecord(text, pathname);
}

/** The record of `pathname`; without one, built from the whole live manifest so no page breaks. */
export async function readPageIndexInBrowser(pathname: string): Promise<PageIndexRecord> {
  return (
    (await fetchPageIndexRecord(pathname)) ?? readPageIndexFromManifest(pathname, fetchContentText)
  );
}
