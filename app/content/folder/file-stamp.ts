/**
 * A file's stamp: what tells, without reading it, that a file may have changed since it was
 * last read. Inode, size, modification time and change time: a copy that keeps the modification
 * time (`cp -p`, `rsync -t`, `tar x`) or a same-size write within the clock's resolution still
 * changes the change time. Every cache keyed by a file's stamp (content folder texts, live
 * files, hot files, feeds, redirects, the build's content hashes) uses this one function.
 */
import type { BigIntStats, Stats } from "node:fs";

export function fileStamp(info: Stats | BigIntStats): string {
  const [modified, changed] =
    typeof info.ino === "bigint"
      ? [(info as BigIntStats).mtimeNs, (info as BigIntStats).ctimeNs]
      : [(info as Stats).mtimeMs, (info as Stats).ctimeMs];
  return `${info.ino}:${info.size}:${modified}:${changed}`;
}
