/**
 * After the prerender: copies the variants the image manifest names from the cache into the
 * build (`assets/img/`) with the manifest itself, so `build/client` stays a complete static site.
 * A variant already there (its name carries its content's hash) and a manifest with the same text
 * are left as they are: a rebuild that rewrote them changed the folder, and the next rebuild's
 * release then compared each of its files, the social cards among them (release/link-tree.ts).
 */
import { mkdir, readFile, stat } from "node:fs/promises";
import { replaceFile, replaceWithCopy } from "#app/prerender/index.server.ts";
import path from "node:path";
import {
  IMAGE_MANIFEST_URL,
  VARIANT_URL_PREFIX,
  type ImageManifest,
  type ImageVariant,
} from "#app/images/index.server.ts";

export interface CopiedVariants {
  /** Variants the manifest names. */
  named: number;
  /** Of those, copied by this call (missing, or of another size than the cache's). */
  copied: number;
  /** Whether the manifest's file was written (false: the same text was there). */
  manifestWritten: boolean;
  /** The manifest's file, relative to the client folder (`assets/img/manifest.json`). */
  manifestFile: string;
}

export async function copyImageVariants(
  manifest: ImageManifest,
  cacheDir: string,
  clientDir: string,
): Promise<CopiedVariants> {
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
  let copied = 0;
  for (const name of names) {
    const from = path.join(cacheDir, "files", name);
    const to = path.join(target, name);
    if (await sameSize(from, to)) continue;
    await replaceWithCopy(from, to);
    copied += 1;
  }
  // For the pages the browser renders itself (client-side navigation, pages published later).
  const manifestFile = path.join(...IMAGE_MANIFEST_URL.split("/").filter(Boolean));
  const text = JSON.stringify(manifest);
  const there = await readFile(path.join(clientDir, manifestFile), "utf8").catch(() => undefined);
  if (there !== text) await replaceFile(path.join(clientDir, manifestFile), text);
  return { named: names.size, copied, manifestWritten: there !== text, manifestFile };
}

/** Whether `to` is there with `from`'s size (a variant's name is its content's hash). */
async function sameSize(from: string, to: string): Promise<boolean> {
  const there = await stat(to).catch(() => undefined);
  return there !== undefined && there.size === (await stat(from)).size;
}
