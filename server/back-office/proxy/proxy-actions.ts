/**
 * Decap CMS's proxy protocol (/work/shared/decap-proxy.md; decap-server's localFs answers the same
 * actions), answered on the content folder through the content store: entries as the store's
 * documents, media as base64, every path checked (safe-path.ts). Actions of our own:
 * `listVersions` and `restoreVersion` list and restore the versions a save kept; `listImages`
 * lists every image of `images/` with its folder (image-list.ts), for the editor's media library.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { writeDocument, readDocument } from "./document.ts";
import type { ContentStore } from "./content-store.ts";
import { refuse } from "./errors.ts";
import { emptyJsonDocument } from "./save-plans.ts";
import { listImages } from "./image-list.ts";
import { fileOfRow } from "./manifest-rows.ts";
import { checkImage, MAX_IMAGE_BYTES, mb } from "./media.ts";
import { checkRelativePath, resolveInFolder } from "./safe-path.ts";
import { sha256 } from "./versions.ts";

type Params = Record<string, unknown>;

interface MediaFile {
  id: string;
  content: string;
  encoding: "base64";
  path: string;
  name: string;
}

const isObject = (value: unknown): value is Params =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const list = (value: unknown, name: string): unknown[] =>
  Array.isArray(value) ? value : refuse(422, `"params.${name}" must be an array`);

export async function answerAction(store: ContentStore, body: unknown): Promise<unknown> {
  if (!isObject(body) || typeof body.action !== "string")
    return refuse(422, '"action" is required');
  const params = isObject(body.params) ? body.params : {};
  const { action } = body;
  switch (action) {
    case "info":
      return { repo: path.basename(store.root), publish_modes: ["simple"], type: "local_fs" };
    case "entriesByFolder":
      return entriesByFolder(store, params);
    case "entriesByFiles":
      return Promise.all(
        list(params.files, "files").map((file) =>
          entry(store, isObject(file) ? file.path : undefined),
        ),
      );
    case "getEntry":
      return entry(store, params.path, "open");
    case "persistEntry":
      return store.serialize(() => persistEntry(store, params));
    case "getMedia":
      return getMedia(store, params.mediaFolder);
    case "listImages":
      return listImages(store.root);
    case "getMediaFile":
      return mediaFile(store, params.path);
    case "persistMedia":
      return store.serialize(() => persistMedia(store, params.asset));
    case "deleteFiles":
    case "deleteFile": {
      const paths = action === "deleteFile" ? [params.path] : list(params.paths, "paths");
      if (paths.length === 0) refuse(422, '"params.paths" must name at least one file');
      await store.serialize(() => store.remove(paths.map((file) => checkRelativePath(file).file)));
      return { message: `deleted ${paths.join(", ")} (the previous versions are kept)` };
    }
    case "getDeployPreview":
      return null;
    case "listVersions": {
      const { file } = checkRelativePath(params.path);
      return store.versions.list(file);
    }
    case "restoreVersion": {
      const { file } = checkRelativePath(params.path);
      if (typeof params.id !== "string") return refuse(422, '"params.id" is required');
      const id = params.id;
      const warnings = await store.serialize(() => store.restore(file, id));
      return { message: `restored ${file} from ${id}`, warnings };
    }
    default:
      return refuse(422, `Unknown action "${action}"`);
  }
}

/**
 * `how`: "open" when the editor opens the entry (refused while its row cannot be read), "list" in
 * a listing (every entry listed, an unread row or not).
 */
async function entry(store: ContentStore, file: unknown, how: "open" | "list" = "list") {
  const { file: checked } = checkRelativePath(file);
  const read = how === "open" ? store.open : store.read;
  // A missing page is no entry (decap-server's null); a missing JSON file opens empty.
  const document = (await read(checked)) ?? emptyJsonDocument(checked);
  return {
    data: document && writeDocument(document),
    file: { path: checked, id: document?.opened ?? null },
  };
}

async function entriesByFolder(store: ContentStore, params: Params) {
  const { folder, extension, depth } = params;
  if (typeof folder !== "string") return refuse(422, '"params.folder" is required');
  const maxDepth = typeof depth === "number" && depth > 0 ? Math.min(depth, 10) : 1;
  const { absolute } = await resolveInFolder(store.root, `${folder}/x.md`);
  const base = path.dirname(absolute);
  const files: string[] = [];
  const walk = async (dir: string, prefix: string, level: number): Promise<void> => {
    const dirents = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const dirent of dirents) {
      if (dirent.name.startsWith(".") || dirent.isSymbolicLink()) continue;
      if (dirent.isDirectory() && level < maxDepth)
        await walk(path.join(dir, dirent.name), `${prefix}${dirent.name}/`, level + 1);
      else if (
        dirent.isFile() &&
        dirent.name.endsWith(`.${typeof extension === "string" ? extension : "md"}`)
      ) {
        files.push(`${folder}/${prefix}${dirent.name}`);
      }
    }
  };
  await walk(base, "", 1);
  // A file removed between the listing and its read (another writer's delete, a pull) is no
  // entry: the editor's format throws on a missing document, which Decap logs as an error.
  const entries = await Promise.all(files.sort().map((file) => entry(store, file)));
  return entries.filter((listed) => listed.data !== null);
}

async function persistEntry(store: ContentStore, params: Params) {
  const options = isObject(params.options) ? params.options : {};
  const dataFiles = list(params.dataFiles, "dataFiles");
  // Photos uploaded in the entry come first: the entry's check sees them.
  await persistAssets(store, list(params.assets ?? [], "assets"));
  const warnings = [];
  // The version each file has now: the editor sends it with its next save from the same open
  // entry (editor/saved-versions.ts), so that save is not taken for someone else's. `file` is
  // where it was saved: a new entry's may differ from the editor's path (editor/new-entry-file.ts).
  const saved: { path: string; file: string; opened: string | null }[] = [];
  for (const dataFile of dataFiles) {
    if (!isObject(dataFile) || typeof dataFile.raw !== "string")
      return refuse(422, "each data file needs its path and raw text");
    const document = readDocument(dataFile.raw);
    if ("error" in document) return refuse(422, `${String(dataFile.path)}: ${document.error}`);
    const isNew = options.newEntry === true;
    // A new entry's file is the one its url names (the contract's layout), whatever the editor's
    // slug made of its title.
    const named =
      isNew && document.kind === "markdown" && document.manifest
        ? fileOfRow(document.manifest)
        : undefined;
    const { file } = checkRelativePath(named ?? dataFile.path);
    if (dataFile.newPath !== undefined && dataFile.newPath !== dataFile.path) {
      refuse(422, `${file}: moving an entry is not supported; a page's url decides its file`);
    }
    warnings.push(...(await store.save(file, document, isNew)));
    const now = await store.read(file);
    saved.push({ path: String(dataFile.path), file, opened: now?.opened ?? null });
  }
  const shown = warnings.map((finding) => finding.text);
  return {
    message: shown.length > 0 ? `saved, with warnings:\n${shown.join("\n")}` : "saved",
    warnings: shown,
    saved,
  };
}

async function persistAssets(
  store: ContentStore,
  assets: readonly unknown[],
): Promise<MediaFile[]> {
  const files: { file: string; bytes: Buffer }[] = [];
  for (const asset of assets) {
    if (!isObject(asset) || typeof asset.content !== "string")
      return refuse(422, "an asset needs its path and base64 content");
    const { file, type } = checkRelativePath(asset.path);
    if (type !== "image") refuse(415, `${file}: only images are uploaded`);
    // Base64 is 4/3 of the bytes: a text far over the limit is refused before it is decoded.
    if (asset.content.length > (MAX_IMAGE_BYTES * 4) / 3 + 4)
      refuse(413, `${file}: over the ${mb(MAX_IMAGE_BYTES)} an image may have`);
    const bytes = Buffer.from(asset.content, "base64");
    await checkImage(file, path.extname(file).slice(1), bytes);
    files.push({ file, bytes });
  }
  await store.writeRaw(files);
  return files.map(({ file, bytes }) => toMediaFile(file, bytes));
}

async function persistMedia(store: ContentStore, asset: unknown) {
  const [stored] = await persistAssets(store, [asset]);
  return stored;
}

async function getMedia(store: ContentStore, folder: unknown): Promise<MediaFile[]> {
  if (typeof folder !== "string") return refuse(422, '"params.mediaFolder" is required');
  const { absolute } = await resolveInFolder(store.root, `${folder}/x.png`);
  const dirents = await readdir(path.dirname(absolute), { withFileTypes: true }).catch(() => []);
  const images = dirents.filter((dirent) => dirent.isFile() && !dirent.name.startsWith("."));
  const answers: MediaFile[] = [];
  for (const dirent of images) {
    const file = `${folder}/${dirent.name}`;
    try {
      if (checkRelativePath(file).type === "image") answers.push(await mediaFile(store, file));
    } catch {
      // Not an image of the contract: not shown.
    }
  }
  return answers;
}

async function mediaFile(store: ContentStore, file: unknown): Promise<MediaFile> {
  const { absolute, file: checked, type } = await resolveInFolder(store.root, file);
  if (type !== "image") refuse(415, `${checked}: not an image`);
  const bytes = await readFile(absolute).catch(() => refuse(404, `${checked}: no such file`));
  return toMediaFile(checked, bytes);
}

function toMediaFile(file: string, bytes: Buffer): MediaFile {
  return {
    id: sha256(bytes),
    content: bytes.toString("base64"),
    encoding: "base64",
    path: file,
    name: path.basename(file),
  };
}
