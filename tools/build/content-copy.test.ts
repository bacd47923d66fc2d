import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { hashFolder, hashFolderByStamp } from "./content-copy.ts";
import { hashOf } from "#app/content/index.server.ts";

test("a file whose stamp is unchanged keeps its hash unread; an edited or new file is read", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "content-copy-"));
  await mkdir(path.join(dir, "blogs"), { recursive: true });
  await writeFile(path.join(dir, "blogs", "a.md"), "first");
  await writeFile(path.join(dir, "b.md"), "second");
  const first = hashFolderByStamp(dir, {});
  expect([...first.hashes.keys()]).toEqual(["b.md", "blogs/a.md"]);
  expect(first.hashes).toEqual(await hashFolder(dir));
  expect(first.hashes.get("blogs/a.md")).toBe(hashOf(Buffer.from("first")));

  // A recorded hash with the file's own stamp is trusted: the file is not read again.
  const stale = { ...first.stamps, "b.md": { stamp: first.stamps["b.md"]!.stamp, hash: "kept" } };
  expect(hashFolderByStamp(dir, stale).hashes.get("b.md")).toBe("kept");

  // The same size and the same text length: only the stamp tells the edit.
  await writeFile(path.join(dir, "b.md"), "SECOND");
  await writeFile(path.join(dir, "c.md"), "third");
  const next = hashFolderByStamp(dir, stale);
  expect(next.hashes.get("b.md")).toBe(hashOf(Buffer.from("SECOND")));
  expect(next.hashes.get("c.md")).toBe(hashOf(Buffer.from("third")));
  expect(next.stamps["b.md"]?.hash).toBe(hashOf(Buffer.from("SECOND")));
  await rm(dir, { recursive: true, force: true });
});
