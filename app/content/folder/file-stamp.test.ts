import { mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { fileStamp } from "./file-stamp.ts";

test("a rewrite that keeps a file's size and modification time still changes its stamp", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "file-stamp-"));
  try {
    const file = path.join(dir, "a.md");
    const second = 1_700_000_000;
    writeFileSync(file, "one");
    utimesSync(file, second, second);
    const before = statSync(file);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // What `cp -p` or `rsync -t` leave: new bytes, the same size, the old modification time.
    writeFileSync(file, "two");
    utimesSync(file, second, second);
    const after = statSync(file);
    expect(after.mtimeMs).toBe(before.mtimeMs);
    expect(fileStamp(after)).not.toBe(fileStamp(before));
    // An unchanged file keeps its stamp, read as numbers or as nanosecond bigints.
    expect(fileStamp(statSync(file))).toBe(fileStamp(after));
    const big = fileStamp(statSync(file, { bigint: true }));
    expect(big).toBe(fileStamp(statSync(file, { bigint: true })));
  } finally {
    rmSync(dir, { recursive: true });
  }
});
