import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { IndexWriter } from "./index-writer.ts";

let dir = "";
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "index-writer-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

test("files handed to the thread, more than it may queue, are all on disk once drained", async () => {
  const writer = new IndexWriter({ precompress: false, threadFrom: 10 });
  try {
    for (let index = 0; index < 3_000; index++) {
      writer.write(path.join(dir, `${index}.json`), `{"page":${index}}`);
    }
    writer.drain();
    expect(await readdir(dir)).toHaveLength(3_000);
    expect(await readFile(path.join(dir, "2999.json"), "utf8")).toBe('{"page":2999}');
  } finally {
    await writer.close();
  }
  // 3,000 files through a thread: seconds on a loaded machine, not a timed test.
}, 60_000);

test("a file the thread cannot write fails the index with the reason, instead of hanging", async () => {
  const writer = new IndexWriter({ precompress: false, threadFrom: 0 });
  try {
    writer.write(path.join(dir, "no-such-folder", "0.json"), "{}");
    expect(() => writer.drain()).toThrow(/writer thread failed: ENOENT.*no-such-folder/);
  } finally {
    await writer.close();
  }
});
