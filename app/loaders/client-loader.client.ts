import { fetchImageManifest } from "#app/images/index.client.ts";
import { fetchText } from "./http.ts";
import { loadRoutePage } from "./load-route-page.ts";
import { createNetworkSource } from "./network-source.client.ts";

/** In the browser: the page at `url`, fetched from `/assets/content/`. */
export function loadPageInBrowser(url: URL) {
  return loadRoutePage(url, {
    source: createNetworkSource(),
    readImages: () => fetchImageManifest(fetchText),
  });
}
