import { readSiteEnv } from "#app/config/index.server.ts";
import { attachImages } from "#app/images/index.ts";
import { readImageManifest } from "#app/images/index.server.ts";
import { loadPage } from "./load-page.ts";
import { createDiskSource } from "./disk-source.server.ts";
import { toLoaderData } from "./load-route-page.ts";

/** Build time: the page at `url`, read from the content folder. */
export async function loadPageOnServer(url: URL) {
  const result = await loadPage(url.pathname, createDiskSource());
  // The build log names the page; the visitor's console gets the same messages on hydration.
  if (result.found) {
    for (const { level, text } of result.model.messages) console[level](`${url.pathname}: ${text}`);
  }
  // The live preview serves no variants: it shows the originals, as for pages published later.
  if (!result.found || import.meta.env.DEV) return toLoaderData(result);
  const images = await readImageManifest(readSiteEnv().contentDir);
  return toLoaderData({ found: true, model: attachImages(result.model, images) });
}
