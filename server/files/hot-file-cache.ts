/**
 * A bounded in-memory cache of small files: each file's bytes, its compressed forms (the
 * precompressed siblings, else compressed once) and, in send-hot.ts, its response headers, all
 * once per file version. A cached file is checked again after `revalidateMs` (build files: a
 * second; live content files: every request) with one stat, and opened again only when it
 * changed, so a busy page costs a Map lookup and one write, not six file-system calls. The least
 * recently used files leave first (lru-cache: docs/decisions/051).
 */
import { stat } from "node:fs/promises";
import { LRUCache } from "lru-cache";
import { readHotFile, versionKey, type HotFile } from "./read-hot-file.ts";
import { openInside, type OpenFile } from "#server/http/paths.ts";

export type { HotFile } from "./read-hot-file.ts";

interface Slot {
  file: HotFile | undefined;
  key: string;
  checkedAt: number;
  /** Real path of the cached file, for the quick check. */
  realPath?: string;
}

export interface HotFilesOptions {
  root: string;
  /** Files larger than this are streamed from disk instead. */
  maxFileBytes?: number;
  /** Bound on all cached bytes (originals and compressed forms). */
  maxTotalBytes?: number;
  revalidateMs?: number;
  /**
   * Whether "not found" is also trusted for `revalidateMs` (default true). The live content
   * folder says false: a file copied in is served at once.
   */
  rememberMissing?: boolean;
}

/** What a lookup found: a cached file, a file too big to cache (caller streams it), or nothing. */
export type HotLookup = { hot: HotFile } | { open: OpenFile } | undefined;

export function createHotFiles(options: HotFilesOptions) {
  const maxFileBytes = options.maxFileBytes ?? 512 * 1024;
  const maxTotalBytes = options.maxTotalBytes ?? 64 * 1024 * 1024;
  const revalidateMs = options.revalidateMs ?? 1000;
  // Sized by the bytes kept (a "not found" counts 1), at most 50,000 files.
  const slots = new LRUCache<string, Slot>({
    max: 50_000,
    maxSize: maxTotalBytes,
    sizeCalculation: (slot) => slot.file?.size || 1,
  });
  const pending = new Map<string, Promise<HotLookup>>();
  const store = (candidate: string, slot: Slot): void => void slots.set(candidate, slot);
  const forget = (candidate: string): void => void slots.delete(candidate);

  const load = async (candidate: string, slot: Slot | undefined): Promise<HotLookup> => {
    const now = performance.now();
    // Quick check: unchanged (same inode, size, mtime, siblings) means still the same file.
    if (slot?.file && slot.realPath) {
      const info = await stat(candidate).catch(() => undefined);
      if (info?.isFile() && (await versionKey(info, slot.realPath)) === slot.key) {
        slot.checkedAt = now;
        return { hot: slot.file };
      }
    }
    const file = await openInside(options.root, candidate);
    if (!file) {
      if (options.rememberMissing ?? true) {
        store(candidate, { file: undefined, key: "missing", checkedAt: now });
      } else forget(candidate);
      return undefined;
    }
    try {
      const key = await versionKey(file.stat, file.path);
      if (file.stat.size > maxFileBytes) {
        forget(candidate);
        return { open: file };
      }
      const hot = await readHotFile(file);
      store(candidate, { file: hot, key, checkedAt: now, realPath: file.path });
      return { hot };
    } finally {
      if (file.stat.size <= maxFileBytes) await file.handle.close().catch(() => undefined);
    }
  };

  /** The file at `candidate` (an absolute path under the root, not yet checked). */
  return (candidate: string): Promise<HotLookup> | HotLookup => {
    const slot = slots.get(candidate);
    if (slot && performance.now() - slot.checkedAt < revalidateMs) {
      return slot.file ? { hot: slot.file } : undefined;
    }
    let loading = pending.get(candidate);
    if (!loading) {
      loading = load(candidate, slot).finally(() => pending.delete(candidate));
      pending.set(candidate, loading);
    }
    return loading;
  };
}
