/** What the route loaders share: one page load, images attached, loader data or a redirect to `/`. */
import { replace, type MetaDescriptor } from "react-router";
import type { ContentSource, LoadResult, PageMessage, PageModel } from "#app/analysis/index.ts";
import { attachImages, type ImageManifest, type MissingImage } from "#app/images/index.ts";
import { buildPageHead } from "#app/seo/index.ts";
import { loadPage } from "./load-page.ts";

/** A page as the route gets it: its model, and its head tags computed here, in the loader. */
export type RoutePageData = PageModel & { head: MetaDescriptor[] };

export interface RouteLoad {
  source: ContentSource;
  /** The build's image variants; absent where there are none to give (the preview). */
  readImages?: () => Promise<ImageManifest>;
  /**
   * Images the page uses that the manifest has no variants for (published after the build):
   * the manifest completed with what can be known of them now (their size, from the file's
   * header), so the first render already reserves their box. The variants follow later.
   */
  completeImages?: (
    manifest: ImageManifest,
    missing: readonly MissingImage[],
    pathname: string,
  ) => Promise<ImageManifest>;
  /**
   * The manifest as `attachImages` reads it: the build's loader records which names the page
   * looked up (trackImageReads, app/images/image-reads.server.ts), for the page's key.
   */
  trackImages?: (manifest: ImageManifest) => ImageManifest;
  /** Hears each message a found page carries (the build log names the page). */
  report?: (message: PageMessage) => void;
}

/** The page at `url` for the route: the build's loader and the browser's run this same sequence. */
export async function loadRoutePage(url: URL, how: RouteLoad): Promise<RoutePageData> {
  // The images are read while the page loads; a page that is not found never waits for them.
  const images = how.readImages?.();
  images?.catch(() => undefined);
  const result = await loadPage(url.pathname, how.source);
  if (!result.found) return toLoaderData(result);
  for (const message of result.model.messages) how.report?.(message);
  if (!images) return toLoaderData(result);
  const manifest = await images;
  const missing: MissingImage[] = [];
  const tracked = how.trackImages?.(manifest) ?? manifest;
  let model = attachImages(result.model, tracked, (image) => missing.push(image));
  if (missing.length > 0 && how.completeImages) {
    const completed = await how.completeImages(manifest, missing, url.pathname);
    if (completed !== manifest) model = attachImages(result.model, completed);
  }
  return toLoaderData({ found: true, model });
}

function toLoaderData(result: LoadResult): RoutePageData {
  // Replace, so Back does not return to the unknown path and bounce again.
  if (!result.found) throw replace(result.redirectTo);
  return { ...result.model, head: buildPageHead(result.model) };
}
