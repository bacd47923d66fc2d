/**
 * Where the build's image step keeps its work: a cache outside the build folder (React Router
 * empties that folder on every build), holding the variants by source hash and one image
 * manifest per content folder, which the prerender reads.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { readSiteEnv } from "#app/config/index.server.ts";
import type { ImageManifest } from "./image-manifest.ts";

/** IMAGE_CACHE_DIR (app/config/env.ts), default `node_modules/.cache/images`. */
export function readImageCacheDir(): string {
  return readSiteEnv().imageCacheDir;
}

/** One manifest per content folder, so builds of different folders never mix their images. */
export function imageManifestFile(cacheDir: string, contentDir: string): string {
  const key = createHash("sha256").update(path.resolve(contentDir)).digest("hex").slice(0, 16);
  return path.join(cacheDir, "manifests", `${key}.json`);
}

/** The manifest of the last image step for `contentDir`; empty when it never ran. */
export async function readImageManifest(
  contentDir: string,
  cacheDir = readImageCacheDir(),
): Promise<ImageManifest> {
  try {
    return JSON.parse(await readFile(imageManifestFile(cacheDir, contentDir), "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return {};
    throw error;
  }
}
