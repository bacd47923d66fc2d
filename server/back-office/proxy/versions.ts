/**
 * Earlier versions of the content files the back office overwrote or deleted, kept outside the
 * content folder and the build (CONTENT_VERSIONS_DIR, default `data/versions/`): one file per
 * version, `{file}/{time}-{hash}`, so a version is listed by its time and kept once, however many
 * servers share the folder and this one.
 */
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { writeAtomically } from "./atomic-write.ts";
import { refuse } from "./errors.ts";

interface Version {
  /** `{time}-{hash}`: pass it back to restore this version. */
  id: string;
  /** When it was replaced (ISO). */
  replacedAt: string;
  size: number;
}

export const sha256 = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex");

export interface Versions {
  /** Keeps `bytes`, the version of `file` about to be replaced. */
  keep(file: string, bytes: Buffer): Promise<void>;
  /** `file`'s kept versions, newest first. */
  list(file: string): Promise<Version[]>;
  read(file: string, id: string): Promise<Buffer>;
}

export function createVersions(dir: string): Versions {
  const folderOf = (file: string) => path.join(dir, ...file.split("/"));
  return {
    async keep(file, bytes) {
      const hash = sha256(bytes);
      const existing = await readdir(folderOf(file)).catch(() => [] as string[]);
      // The same bytes kept already (another server saved them, or a save that changed nothing).
      if (existing.some((name) => name.endsWith(`-${hash.slice(0, 16)}`))) return;
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      await writeAtomically(path.join(folderOf(file), `${stamp}-${hash.slice(0, 16)}`), bytes);
    },
    async list(file) {
      const names = await readdir(folderOf(file)).catch(() => [] as string[]);
      const versions: Version[] = [];
      for (const name of names
        .filter((entry) => ID.test(entry))
        .sort()
        .reverse()) {
        const bytes = await readFile(path.join(folderOf(file), name));
        versions.push({ id: name, replacedAt: toIso(name), size: bytes.length });
      }
      return versions;
    },
    async read(file, id) {
      if (!ID.test(id)) return refuse(400, `"${id}" is not a version id`);
      return readFile(path.join(folderOf(file), id)).catch(() =>
        refuse(404, `${file} has no version ${id}`),
      );
    },
  };
}

const ID = /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[0-9a-f]{16}$/;

function toIso(id: string): string {
  const [date, time] = id.slice(0, 24).split("T");
  const [hours, minutes, seconds, millis] = (time ?? "").replace("Z", "").split("-");
  return `${date}T${hours}:${minutes}:${seconds}.${millis}Z`;
}
