import { fetchText } from "./http.ts";
import { loadPage } from "./load-page.ts";
import { attachImages } from "#app/images/index.ts";
import { fetchImageManifest } from "#app/images/index.client.ts";
import { createNetworkSource } from "./network-source.client.ts";
import { toLoaderData } from "./load-route-page.ts";

/** In the browser: the page at `url`, fetched from `/assets/content/`. */
export async function loadPageInBrowser(url: URL) {
  const [result, images] = await Promise.all([
    loadPage(url.pathname, createNetworkSource()),
    fetchImageManifest(fetchText),
  ]);
  if (!result.found) return toLoaderData(result);
  return toLoaderData({ found: true, model: attachImages(result.model, images) });
}
