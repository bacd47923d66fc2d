import { loadPage } from "#app/content/load-page.ts";
import { createDiskSource } from "./disk-source.server.ts";
import { toLoaderData } from "./load-route-page.ts";

/** Build time: the page at `url`, read from the content folder. */
export async function loadPageOnServer(url: URL) {
  return toLoaderData(await loadPage(url.pathname, createDiskSource()));
}
