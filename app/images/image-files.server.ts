/**
 * Where a build keeps its image manifest: inside the build folder (`{BUILD_DIR}/image-manifest.json`),
 * beside `build-state.json`, so a build folder shipped anywhere, with the content folder at any
 * path and without the image cache (IMAGE_CACHE_DIR, which holds only the variants by source
 * hash), renders its pages with the same images. The server adds what it made for images
 * published after the build (`live-image-manifest.json`, server/live-pages/live-images.ts).
 */
import { statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { readSiteEnv } from "#app/config/index.server.ts";
import { fileStamp } from "#app/content/index.ts";
import type { ImageManifest, ImageSlot } from "./image-manifest.ts";

/** IMAGE_CACHE_DIR (app/config/env.ts), default `node_modules/.cache/images`: variants only. */
export function readImageCacheDir(): string {
  return readSiteEnv().imageCacheDir;
}

/** The manifest the build's image step wrote, in the build folder. */
export const IMAGE_MANIFEST_NAME = "image-manifest.json";

export function imageManifestFile(buildDir: string): string {
  return path.join(buildDir, IMAGE_MANIFEST_NAME);
}

/** What the server made for images published after the build, in the build folder. */
export function liveImageManifestFile(buildDir: string): string {
  return path.join(buildDir, "live-image-manifest.json");
}

/**
 * The images a page is rendered with: the build's manifest over the server's later additions
 * (empty when neither exists). The build removes the server's file when it writes its own.
 */
export async function readImageManifest(buildDir = readSiteEnv().buildDir): Promise<ImageManifest> {
  const [built, live] = await Promise.all([
    readManifestFile(imageManifestFile(buildDir)),
    readManifestFile(liveImageManifestFile(buildDir)),
  ]);
  return { ...live, ...built };
}

/**
 * Each manifest file as last parsed, by its stamp: every page a render thread renders reads
 * both, and a stat costs less than opening, reading and parsing them again. Callers never change
 * a manifest (they make new ones), so the parsed object is shared. The stat is synchronous: it
 * runs in a render thread, where a promise's round trip through the thread pool cost more than
 * the call (about 3 % of the prerender, two files a page).
 */
const parsedFiles = new Map<string, { stamp: string; manifest: ImageManifest }>();

async function readManifestFile(file: string): Promise<ImageManifest> {
  try {
    const stamp = fileStamp(statSync(file));
    const known = parsedFiles.get(file);
    if (known?.stamp === stamp) return known.manifest;
    const manifest = JSON.parse(await readFile(file, "utf8")) as ImageManifest;
    parsedFiles.set(file, { stamp, manifest });
    return manifest;
  } catch (error) {
    // Missing, or half written by a server that stopped: no images from it.
    if ((error as NodeJS.ErrnoException).code === "ENOENT" || error instanceof SyntaxError)
      return {};
    throw error;
  }
}

/** Raster formats that get variants; SVG and GIF pass through as uploaded. */
const RASTER = /\.(?:jpe?g|png|webp|avif|tiff?)$/i;
/** Passed through in the page, but their link card is made (a raster JPEG: decision 057). */
const PREVIEW_ONLY = /\.(?:svg|gif)$/i;
const CONTENT_URL_PREFIX = "/assets/content/";

/** The channel a render announces images without variants on (server/live-pages/live-images.ts). */
export const MISSING_IMAGES_CHANNEL = "missing-images";

export interface MissingImagesMessage {
  /** The page that uses them. */
  pathname: string;
  images: readonly { url: string; slot: ImageSlot; file: string }[];
}

/**
 * The width and height of content-folder raster images (after EXIF rotation), read from each
 * file's header without decoding it, as manifest entries without variants. Images that are not
 * in the content folder, cannot be read or are not raster images are left out. Each one found is
 * announced on MISSING_IMAGES_CHANNEL, for whoever makes variants (the server; nobody in a build).
 */
export async function completeImageSizes(
  contentDir: string,
  manifest: ImageManifest,
  missing: readonly { url: string; slot: ImageSlot }[],
  pathname: string,
): Promise<ImageManifest> {
  const root = path.resolve(contentDir);
  const found: MissingImagesMessage["images"][number][] = [];
  const sizes: ImageManifest = {};
  for (const { url, slot } of missing) {
    const name = url.split(/[?#]/)[0] ?? "";
    const made = RASTER.test(name) || (slot === "og" && PREVIEW_ONLY.test(name));
    if (!url.startsWith(CONTENT_URL_PREFIX) || !made) continue;
    let file: string;
    try {
      file = path.resolve(root, decodeURIComponent(url.slice(CONTENT_URL_PREFIX.length)));
    } catch {
      continue;
    }
    if (!file.startsWith(root + path.sep)) continue;
    const size = manifest[url] ?? sizes[url] ?? (await readImageSize(file));
    if (!size) continue;
    if (!manifest[url]) sizes[url] = { width: size.width, height: size.height };
    found.push({ url, slot, file: path.relative(root, file).split(path.sep).join("/") });
  }
  if (found.length > 0) announce({ pathname, images: found });
  return Object.keys(sizes).length === 0 ? manifest : { ...manifest, ...sizes };
}

async function readImageSize(file: string): Promise<{ width: number; height: number } | undefined> {
  try {
    const meta = await sharp(file).metadata();
    if (!meta.width || !meta.height) return undefined;
    const turned = (meta.orientation ?? 1) >= 5;
    return turned
      ? { width: meta.height, height: meta.width }
      : { width: meta.width, height: meta.height };
  } catch {
    return undefined;
  }
}

function announce(message: MissingImagesMessage): void {
  const channel = new BroadcastChannel(MISSING_IMAGES_CHANNEL);
  channel.postMessage(message);
  channel.close();
}
