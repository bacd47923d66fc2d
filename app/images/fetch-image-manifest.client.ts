/**
 * The build's image manifest, as the browser sees it: a page it renders itself (client-side
 * navigation, or published after the build) uses the same variants the prerender would. An
 * image added after the build is not in it and is shown as uploaded.
 */
import { IMAGE_MANIFEST_URL, type ImageManifest } from "./image-manifest.ts";

/** `fetchText` is the site's fetch (app/loaders applies its request rules); images import no data. */
export async function fetchImageManifest(
  fetchText: (url: string) => Promise<string>,
): Promise<ImageManifest> {
  // the preview makes no variants (and has no manifest to ask for).
  if (import.meta.env.DEV) return {};
  try {
    const manifest: unknown = JSON.parse(await fetchText(IMAGE_MANIFEST_URL));
    return typeof manifest === "object" && manifest !== null ? (manifest as ImageManifest) : {};
  } catch {
    return {};
  }
}
