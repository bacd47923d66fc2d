import { mkdtemp, mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, expect, test } from "vitest";
import { ASSET_LEVELS, levelsFor, PAGE_LEVELS, precompressDirectory } from "./precompress.ts";

let dir = "";
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

test("compressible files of 1 KB or more get a fresh .br, hashed assets a .gz too; small files and images none", async () => {
  dir = await mkdtemp(path.join(tmpdir(), "precompress-"));
  const big = "const a = 'hello world';\n".repeat(100);
  await mkdir(path.join(dir, "assets", "b"), { recursive: true });
  await writeFile(path.join(dir, "assets", "b", "app-AbCdEf12.js"), big);
  await writeFile(path.join(dir, "index.html"), `<html>${big}</html>`);
  await writeFile(path.join(dir, "small.css"), "a{}");
  await writeFile(path.join(dir, "photo.png"), Buffer.alloc(4096, 1));

  const result = await precompressDirectory(dir);

  expect(result.compressed.sort()).toEqual([
    path.join("assets", "b", "app-AbCdEf12.js"),
    "index.html",
  ]);
  const js = path.join(dir, "assets", "b", "app-AbCdEf12.js");
  expect(zlib.brotliDecompressSync(await readFile(`${js}.br`)).toString()).toBe(big);
  expect(zlib.gunzipSync(await readFile(`${js}.gz`)).toString()).toBe(big);
  expect((await stat(`${js}.br`)).mtimeMs).toBeGreaterThanOrEqual((await stat(js)).mtimeMs);
  // Pages and everything else outside the bundle: brotli alone (decision 036).
  const html = path.join(dir, "index.html");
  expect(zlib.brotliDecompressSync(await readFile(`${html}.br`)).toString()).toBe(
    `<html>${big}</html>`,
  );
  await expect(stat(`${html}.gz`)).rejects.toThrow();
  await expect(stat(path.join(dir, "small.css.br"))).rejects.toThrow();
  await expect(stat(path.join(dir, "photo.png.br"))).rejects.toThrow();
});

test("hashed assets get the highest levels; pages, data, records and the copied content fast ones", () => {
  expect(levelsFor(path.join("assets", "b", "framework-AbC123.js"))).toBe(ASSET_LEVELS);
  expect(levelsFor(path.join("assets", "page-index", "blogs", "index.json"))).toBe(PAGE_LEVELS);
  expect(levelsFor(path.join("blogs", "index.html"))).toBe(PAGE_LEVELS);
  expect(levelsFor("blogs.data")).toBe(PAGE_LEVELS);
  expect(levelsFor("sitemap.xml")).toBe(PAGE_LEVELS);
  expect(levelsFor(path.join("assets", "content", "content-manifest.json"))).toBe(PAGE_LEVELS);
  expect(ASSET_LEVELS.brotli).toBe(zlib.constants.BROTLI_MAX_QUALITY);
});
