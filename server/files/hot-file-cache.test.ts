import { mkdtemp, rm, symlink, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, beforeEach, expect, test } from "vitest";
import { createHotFiles, type HotLookup } from "./hot-file-cache.ts";

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "hot-files-"));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const file = (name: string) => path.join(root, name);
const text = (found: HotLookup) =>
  found && "hot" in found ? found.hot.bodies.identity?.toString() : undefined;
const BIG = "hello world ".repeat(500);

test("a cached file is trusted for the revalidation window, then re-checked", async () => {
  await writeFile(file("a.html"), "<p>one</p>");
  const files = createHotFiles({ root, revalidateMs: 60_000 });
  expect(text(await files(file("a.html")))).toBe("<p>one</p>");
  await writeFile(file("a.html"), "<p>two, longer</p>");
  expect(text(await files(file("a.html")))).toBe("<p>one</p>");
  const fresh = createHotFiles({ root, revalidateMs: 0 });
  await fresh(file("a.html"));
  await writeFile(file("a.html"), "<p>three</p>");
  await utimes(file("a.html"), new Date(), new Date(Date.now() + 5000));
  expect(text(await fresh(file("a.html")))).toBe("<p>three</p>");
});

test("a deleted file is gone after revalidation, a missing one is not found", async () => {
  await writeFile(file("a.js"), "x");
  const files = createHotFiles({ root, revalidateMs: 0 });
  expect(await files(file("a.js"))).toBeDefined();
  await rm(file("a.js"));
  expect(await files(file("a.js"))).toBeUndefined();
  expect(await files(file("never.js"))).toBeUndefined();
});

test("a precompressed sibling is used as is; without one the file is compressed once", async () => {
  await writeFile(file("a.js"), BIG);
  await writeFile(file("a.js.gz"), zlib.gzipSync("SIBLING"));
  await writeFile(file("b.js"), BIG);
  const files = createHotFiles({ root, revalidateMs: 0 });
  const a = await files(file("a.js"));
  const b = await files(file("b.js"));
  if (!a || !("hot" in a) || !b || !("hot" in b)) throw new Error("not cached");
  expect(zlib.gunzipSync(a.hot.bodies.gzip ?? Buffer.alloc(0)).toString()).toBe("SIBLING");
  expect(zlib.brotliDecompressSync(b.hot.bodies.br ?? Buffer.alloc(0)).toString()).toBe(BIG);
  expect(a.hot.etag).toMatch(/^W\//);
});

test("a build file with a .br and no .gz keeps no gzip body: it is made when a client asks", async () => {
  await writeFile(file("p.html"), BIG);
  await writeFile(file("p.html.br"), zlib.brotliCompressSync(BIG));
  const found = await createHotFiles({ root, revalidateMs: 0 })(file("p.html"));
  if (!found || !("hot" in found)) throw new Error("not cached");
  expect(found.hot.bodies.gzip).toBeUndefined();
  expect(found.hot.gzipKey).toContain("p.html");
  expect(found.hot.size).toBe(BIG.length + (found.hot.bodies.br?.length ?? 0));
});

test("a file over the size limit is handed back open, to be streamed", async () => {
  await writeFile(file("big.bin"), Buffer.alloc(2048));
  const found = await createHotFiles({ root, maxFileBytes: 1024 })(file("big.bin"));
  if (!found || !("open" in found)) throw new Error("expected an open file");
  expect(found.open.stat.size).toBe(2048);
  await found.open.handle.close();
});

test("the total is bounded: the oldest files leave first", async () => {
  for (const name of ["1.txt", "2.txt", "3.txt"]) await writeFile(file(name), "x".repeat(400));
  const files = createHotFiles({ root, maxTotalBytes: 900, revalidateMs: 60_000 });
  for (const name of ["1.txt", "2.txt", "3.txt"]) await files(file(name));
  await writeFile(file("1.txt"), "changed");
  await writeFile(file("3.txt"), "changed");
  expect(text(await files(file("1.txt")))).toBe("changed"); // evicted, so read again
  expect(text(await files(file("3.txt")))).toBe("x".repeat(400)); // still cached
});

test("a file in use stays: the least recently used leaves first", async () => {
  for (const name of ["1.txt", "2.txt", "3.txt"]) await writeFile(file(name), "x".repeat(400));
  const files = createHotFiles({ root, maxTotalBytes: 900, revalidateMs: 60_000 });
  await files(file("1.txt"));
  await files(file("2.txt"));
  await files(file("1.txt")); // used again: now 2.txt is the least recently used
  await files(file("3.txt"));
  await writeFile(file("1.txt"), "changed");
  await writeFile(file("2.txt"), "changed");
  expect(text(await files(file("1.txt")))).toBe("x".repeat(400)); // still cached
  expect(text(await files(file("2.txt")))).toBe("changed"); // evicted, so read again
});

test("nothing outside the root is served, also through a symlink", async () => {
  const outside = await mkdtemp(path.join(tmpdir(), "hot-out-"));
  try {
    await writeFile(path.join(outside, "secret.txt"), "secret");
    await symlink(path.join(outside, "secret.txt"), file("link.txt"));
    const files = createHotFiles({ root });
    expect(await files(file("link.txt"))).toBeUndefined();
    expect(await files(path.join(outside, "secret.txt"))).toBeUndefined();
  } finally {
    await rm(outside, { recursive: true, force: true });
  }
});

test("a live folder does not remember missing files: one copied in is found at once", async () => {
  const remembering = createHotFiles({ root, revalidateMs: 60_000 });
  const live = createHotFiles({ root, revalidateMs: 60_000, rememberMissing: false });
  expect(await remembering(file("new.md"))).toBeUndefined();
  expect(await live(file("new.md"))).toBeUndefined();
  await writeFile(file("new.md"), "# New");
  expect(await remembering(file("new.md"))).toBeUndefined();
  expect(text(await live(file("new.md")))).toBe("# New");
});

test("a cached file swapped for a symlink out of the root is refused at the next check", async () => {
  const outside = await mkdtemp(path.join(tmpdir(), "hot-out-"));
  try {
    await writeFile(path.join(outside, "secret.txt"), "secret");
    await writeFile(file("a.txt"), "public");
    const files = createHotFiles({ root, revalidateMs: 0 });
    expect(text(await files(file("a.txt")))).toBe("public");
    await rm(file("a.txt"));
    await symlink(path.join(outside, "secret.txt"), file("a.txt"));
    expect(await files(file("a.txt"))).toBeUndefined();
  } finally {
    await rm(outside, { recursive: true, force: true });
  }
});
