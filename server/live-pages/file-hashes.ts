/**
 * Content hashes of the few files a page key reads (the page's markdown, the link registry, the
 * image manifest), kept per file version: a file is looked at again (one stat) at most once per
 * `revalidateMs`, and read and hashed only when it changed. Bounded: only files of known pages
 * are asked for, and the memory starts over when full.
 */
import { readFile, stat } from "node:fs/promises";
import { hashOf } from "#app/content/index.server.ts";
import { fileStamp } from "#app/content/index.ts";

const MAX_FILES = 50_000;

interface Known {
  stamp: string;
  checkedAt: number;
  /** The file's hash (and text, when asked for); undefined when the file is missing. */
  value: FileVersion | undefined;
}

interface FileVersion {
  hash: string;
  text?: string;
}

/** `withText`: keep the file's text too (small files only: markdown files are kept as hashes). */
export type FileReader = (file: string, withText?: boolean) => Promise<FileVersion | undefined>;

export function createFileHashes(revalidateMs: number): FileReader {
  const known = new Map<string, Known>();
  const pending = new Map<string, Promise<FileVersion | undefined>>();

  const load = async (file: string, withText: boolean): Promise<FileVersion | undefined> => {
    const info = await stat(file).catch(() => undefined);
    const stamp = info?.isFile() ? fileStamp(info) : "missing";
    const old = known.get(file);
    let value = old?.stamp === stamp ? old.value : undefined;
    if (stamp !== "missing" && old?.stamp !== stamp) {
      const text = await readFile(file).catch(() => undefined);
      value = text && { hash: hashOf(text), text: withText ? text.toString("utf8") : undefined };
    }
    if (known.size >= MAX_FILES && !old) known.clear();
    known.set(file, { stamp, checkedAt: performance.now(), value });
    return value;
  };

  return (file, withText = false) => {
    const old = known.get(file);
    if (old && performance.now() - old.checkedAt < revalidateMs) return Promise.resolve(old.value);
    let loading = pending.get(file);
    if (!loading) {
      loading = load(file, withText).finally(() => pending.delete(file));
      pending.set(file, loading);
    }
    return loading;
  };
}
