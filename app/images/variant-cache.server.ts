/**
 * The variant cache, keyed by a hash of the source file's bytes (and the recipe version): an
 * unchanged image is never processed twice, whatever its name or which build asks. Files are
 * written whole and renamed into place, so two builds sharing the cache never see half a file.
 */
import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { hashOf } from "#app/content/index.server.ts";
import type { ImageSlot } from "./image-manifest.ts";
import { RECIPE_VERSION, type EncodedVariant } from "./variant-recipes.server.ts";

export interface StoredVariant {
  format: EncodedVariant["format"];
  width: number;
  height: number;
  /** File name under the cache's `files/` and the build's `assets/img/`. */
  name: string;
}

export interface CachedSource {
  format: string;
  width: number;
  height: number;
  slots: Partial<Record<ImageSlot, StoredVariant[]>>;
}

export function hashSource(bytes: Buffer): string {
  return hashOf(RECIPE_VERSION, bytes);
}

export function createImageCache(cacheDir: string) {
  const recordFile = (hash: string) => path.join(cacheDir, "sources", `${hash}.json`);
  const variantFile = (name: string) => path.join(cacheDir, "files", name);
  return {
    variantFile,
    async read(hash: string): Promise<CachedSource | undefined> {
      try {
        return JSON.parse(await readFile(recordFile(hash), "utf8"));
      } catch {
        return undefined;
      }
    },
    /** True when every variant of the slot is still on disk. */
    async hasFiles(variants: readonly StoredVariant[]): Promise<boolean> {
      const found = await Promise.all(variants.map((v) => exists(variantFile(v.name))));
      return found.every(Boolean);
    },
    async write(hash: string, record: CachedSource): Promise<void> {
      await writeWhole(recordFile(hash), JSON.stringify(record));
    },
    /** Stores an encoded variant under a name made of the source's stem and a content hash. */
    async store(stem: string, variant: EncodedVariant): Promise<StoredVariant> {
      const digest = hashOf(variant.data).slice(0, 12);
      const extension = variant.format === "jpeg" ? "jpg" : variant.format;
      const name = `${stem}-${variant.width}w-${digest}.${extension}`;
      await writeWhole(variantFile(name), variant.data);
      const { format, width, height } = variant;
      return { format, width, height, name };
    },
  };
}

export type ImageCache = ReturnType<typeof createImageCache>;

/** Numbers this process's temporary files: two images made at once may write the same file. */
let written = 0;

async function writeWhole(file: string, data: string | Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${(written += 1)}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}
