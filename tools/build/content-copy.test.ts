import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { expect, test } from "vitest";
import { hashFolder, hashFolderByStamp, syncFolder } from "./content-copy.ts";
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

test("a whole folder is copied in a thread, each compressible file of 1 KB or more with its .br", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "content-copy-"));
  const source = path.join(dir, "content");
  const target = path.join(dir, "site", "assets", "content");
  await mkdir(path.join(source, "blogs"), { recursive: true });
  // Enough files for the thread (THREAD_FROM): long posts, a short one, a picture.
  const long = (n: number) => `# Post ${n}\n\n${"A paragraph of the post. ".repeat(80)}`;
  for (let n = 0; n < 1_200; n++) await writeFile(path.join(source, "blogs", `p${n}.md`), long(n));
  await writeFile(path.join(source, "short.md"), "# Short");
  await writeFile(path.join(source, "photo.jpg"), Buffer.alloc(4_000, 7));
  const hashes = await hashFolder(source);

  const written = await syncFolder(source, target, hashes, {}, { compress: true });
  expect(written).toHaveLength(1_202);
  expect(await readFile(path.join(target, "blogs", "p7.md"), "utf8")).toBe(long(7));
  const br = await readFile(path.join(target, "blogs", "p7.md.br"));
  expect(brotliDecompressSync(br).toString()).toBe(long(7));
  // Under 1 KB, or not text: no sibling.
  const siblings = (await readdir(target)).filter((file) => file.endsWith(".br"));
  expect(siblings).toEqual([]);
  expect((await readdir(path.join(target, "blogs"))).filter((f) => f.endsWith(".br"))).toHaveLength(
    1_200,
  );

  // The next build copies only what changed, and removes what is gone with its sibling.
  await writeFile(path.join(source, "blogs", "p7.md"), long(70));
  await rm(path.join(source, "blogs", "p8.md"));
  const again = await syncFolder(
    source,
    target,
    await hashFolder(source),
    Object.fromEntries(hashes),
    {
      compress: true,
    },
  );
  expect(again).toEqual(["blogs/p7.md"]);
  expect(
    brotliDecompressSync(await readFile(path.join(target, "blogs", "p7.md.br"))).toString(),
  ).toBe(long(70));
  await expect(readFile(path.join(target, "blogs", "p8.md.br"))).rejects.toThrow();
  await rm(dir, { recursive: true, force: true });
});

test("a copy that fails in its thread fails the build's copy", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "content-copy-"));
  const files = Array.from({ length: 1_000 }, (_, n) => [`gone${n}.md`, "x"] as const);
  // The hashes name files the folder does not have: the thread's first read fails.
  await expect(syncFolder(dir, path.join(dir, "site"), new Map(files), {})).rejects.toThrow(
    /ENOENT/,
  );
  await rm(dir, { recursive: true, force: true });
});
