import { readSiteEnv } from "#app/config/index.server.ts";
import {
  completeImageSizes,
  readImageManifest,
  trackImageReads,
} from "#app/images/index.server.ts";
import { createDiskSource } from "./disk-source.server.ts";
import { loadRoutePage } from "./load-route-page.ts";

/** Build time: the page at `url`, read from the content folder. */
export function loadPageOnServer(url: URL) {
  // Read once a page: validating the environment took about 1 % of the prerender each time.
  const env = readSiteEnv();
  return loadRoutePage(url, {
    source: createDiskSource(env),
    // the preview serves no variants: it shows the originals, as for pages published later.
    readImages: import.meta.env.DEV ? undefined : () => readImageManifest(env.buildDir),
    trackImages: trackImageReads,
    // Images published after the build: their size now, their variants later (the server's).
    completeImages: (manifest, missing, pathname) =>
      completeImageSizes(env.contentDir, manifest, missing, pathname),
    // The build log names the page; the visitor's console gets the same messages on hydration.
    report: ({ level, text }) => console[level](`${url.pathname}: ${text}`),
  });
}
