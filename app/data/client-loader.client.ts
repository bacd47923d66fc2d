import { loadPage } from "./load-page.ts";
import { createNetworkSource } from "./network-source.client.ts";
import { toLoaderData } from "./load-route-page.ts";

/** In the browser: the page at `url`, fetched from `/assets/content/`. */
export async function loadPageInBrowser(url: URL) {
  return toLoaderData(await loadPage(url.pathname, createNetworkSource()));
}
