/**
 * A page's content key as it stands now (#app/prerender: pageKeys, the function the build
 * uses), from the live manifest and the few files the key reads (`pageKeyFiles`: the page's
 * markdown, a listing's linked files, the link registry, the site's identity) and the image
 * manifest. Each file is looked at (one stat) at most once per
 * `revalidateMs` and read again only when it changed.
 */
import { openContentFolder } from "#app/loaders/index.server.ts";
import { toFolderFile } from "#app/content/index.ts";
import { imageManifestFile } from "#app/images/index.server.ts";
import { pageKeyFiles, pageKeys } from "#app/prerender/index.server.ts";
import type { LiveManifest } from "#server/content-folder/manifest-cache.ts";
import { createFileHashes } from "./file-hashes.ts";

export interface LiveKeysOptions {
  contentDir: string;
  /** The build folder, which holds the image manifest the build rendered its pages with. */
  buildRoot: string;
  manifest: LiveManifest;
  revalidateMs?: number;
}

/** The key of `pathname` for a build made with `codeHash`. */
export type LiveKeys = (pathname: string, codeHash: string) => Promise<string>;

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
  return async (pathname, codeHash) => {
    const snapshot = await options.manifest();
    const { entries, problems } = snapshot.value;
    const keyFiles = pageKeyFiles(pathname, entries);
    const [images, ...hashes] = await Promise.all([
      files(imageFile, true),
      ...keyFiles.map((sitePath) => hashOfSite(sitePath)),
    ]);
    const stamp = [snapshot.version, codeHash, images?.hash, ...hashes].join("|");
    const known = remembered.get(pathname);
    if (known?.stamp === stamp) return known.key;
    const contentHashes = new Map<string, string>();
    keyFiles.forEach((sitePath, index) => {
      const file = toFolderFile(sitePath);
      const hash = hashes[index];
      if (file !== undefined && hash !== undefined) contentHashes.set(file, hash);
    });
    const keys = pageKeys([pathname], {
      codeHash,
      entries,
      problems,
      contentHashes,
      imageManifest: imageManifestText(images?.text),
    });
    const key = keys.get(pathname) as string;
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    remembered.set(pathname, { stamp, key });
    return key;
  };
}

/** The manifest as the build hands it to the key: parsed and serialized again (`{}` if none). */
function imageManifestText(text: string | undefined): string {
  if (text === undefined) return "{}";
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    return text;
  }
}
