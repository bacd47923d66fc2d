/**
 * A page's content key as it stands now (#app/prerender: pageKeys and pageKeyWithImages, the
 * functions the build uses), from the live manifest and the few files the key reads
 * (`pageKeyFiles`: the page's markdown, a listing's linked files, the link registry, the site's
 * identity) and the build's image manifest's entries for the images the page looked up when it
 * was built. Each file is looked at (one stat) at most once per `revalidateMs` and read again
 * only when it changed.
 */
import { openContentFolder } from "#app/loaders/index.server.ts";
import { toFolderFile } from "#app/content/index.ts";
import { imageManifestFile } from "#app/images/index.server.ts";
import type { ImageManifest } from "#app/images/index.server.ts";
import { pageKeyFiles, pageKeys, pageKeyWithImages } from "#app/prerender/index.server.ts";
import type { LiveManifest } from "#server/content-folder/manifest-cache.ts";
import { createFileHashes } from "./file-hashes.ts";

export interface LiveKeysOptions {
  contentDir: string;
  /** The build folder, which holds the image manifest the build rendered its pages with. */
  buildRoot: string;
  manifest: LiveManifest;
  revalidateMs?: number;
}

/**
 * The key of `pathname` for a build made with `codeHash`; `images`: the names the page looked up
 * when that build rendered it (BuildRecord.images; none: the whole image manifest).
 */
export type LiveKeys = (
  pathname: string,
  codeHash: string,
  images: readonly string[] | undefined,
) => Promise<string>;

const MAX_REMEMBERED = 50_000;

export function createLiveKeys(options: LiveKeysOptions): LiveKeys {
  const files = createFileHashes(options.revalidateMs ?? 0);
  const folder = openContentFolder(options.contentDir);
  const imageFile = imageManifestFile(options.buildRoot);
  const remembered = new Map<string, { stamp: string; key: string }>();
  const hashOfSite = async (sitePath: string) => {
    const file = folder.fileOf(sitePath);
    return file === undefined ? undefined : (await files(file))?.hash;
  };
  /** The image manifest as last read, parsed, with its key function (by the file's hash). */
  let imageKeys:
    { hash: string | undefined; keyOf: ReturnType<typeof pageKeyWithImages> } | undefined;
  const imageKeysOf = (file: { hash: string; text?: string } | undefined) => {
    if (imageKeys === undefined || imageKeys.hash !== file?.hash)
      imageKeys = { hash: file?.hash, keyOf: pageKeyWithImages(parseImageManifest(file?.text)) };
    return imageKeys.keyOf;
  };
  return async (pathname, codeHash, pageImages) => {
    const snapshot = await options.manifest();
    const { entries, problems } = snapshot.value;
    const keyFiles = pageKeyFiles(pathname, entries);
    const [images, ...hashes] = await Promise.all([
      files(imageFile, true),
      ...keyFiles.map((sitePath) => hashOfSite(sitePath)),
    ]);
    const stamp = [
      snapshot.version,
      codeHash,
      images?.hash,
      JSON.stringify(pageImages),
      ...hashes,
    ].join("|");
    const known = remembered.get(pathname);
    if (known?.stamp === stamp) return known.key;
    const contentHashes = new Map<string, string>();
    keyFiles.forEach((sitePath, index) => {
      const file = toFolderFile(sitePath);
      const hash = hashes[index];
      if (file !== undefined && hash !== undefined) contentHashes.set(file, hash);
    });
    const keys = pageKeys([pathname], { codeHash, entries, problems, contentHashes });
    const key = imageKeysOf(images)(keys.get(pathname) as string, pageImages);
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    remembered.set(pathname, { stamp, key });
    return key;
  };
}

/** The build's image manifest (empty if none, or half written). */
function parseImageManifest(text: string | undefined): ImageManifest {
  if (text === undefined) return {};
  try {
    return JSON.parse(text) as ImageManifest;
  } catch {
    return {};
  }
}
