/**
 * After the prerender: copies the variants the image manifest names from the cache into the
 * build (`assets/img/`) with the manifest itself, so `build/client` stays a complete static site.
 */
import { mkdir } from "node:fs/promises";
import { replaceFile, replaceWithCopy } from "#app/prerender/index.server.ts";
import path from "node:path";
import {
  IMAGE_MANIFEST_URL,
  VARIANT_URL_PREFIX,
  type ImageManifest,
  type ImageVariant,
} from "#app/images/index.server.ts";

export async function copyImageVariants(
  manifest: ImageManifest,
  cacheDir: string,
  clientDir: string,
): Promise<number> {
  const names = new Set<string>();
  const add = (variant: ImageVariant) => names.add(variant.url.slice(VARIANT_URL_PREFIX.length));
  for (const image of Object.values(manifest)) {
    for (const slot of [image.product, image.text]) {
      slot?.avif.forEach(add);
      slot?.webp.forEach(add);
    }
    if (image.og) add(image.og);
  }
  const target = path.join(clientDir, ...VARIANT_URL_PREFIX.split("/").filter(Boolean));
  await mkdir(target, { recursive: true });
  for (const name of names) {
    await replaceWithCopy(path.join(cacheDir, "files", name), path.join(target, name));
  }
  // For the pages the browser renders itself (client-side navigation, pages published later).
  await replaceFile(
    path.join(target, path.posix.basename(IMAGE_MANIFEST_URL)),
    JSON.stringify(manifest),
  );
  return names.size;
}
