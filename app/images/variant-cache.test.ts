import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { createImageCache } from "./variant-cache.server.ts";

let cacheDir: string;

beforeEach(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), "variant-cache-"));
});

afterEach(async () => {
  await rm(cacheDir, { recursive: true, force: true });
});

test("two writes of one record at once both land whole: the image step makes two images at a time, and one photo may be in the content twice", async () => {
  const cache = createImageCache(cacheDir);
  const record = { format: "jpeg", width: 1000, height: 600, slots: {} };
  await Promise.all([cache.write("same-source", record), cache.write("same-source", record)]);
  expect(await cache.read("same-source")).toEqual(record);
  const variant = { format: "webp" as const, width: 480, height: 288, data: Buffer.from("pixels") };
  const [first, second] = await Promise.all([
    cache.store("photo", variant),
    cache.store("photo", variant),
  ]);
  expect(second).toEqual(first);
  const files = await readdir(path.join(cacheDir, "files"));
  expect(files).toEqual([first?.name]);
  expect(await readFile(path.join(cacheDir, "files", first?.name ?? ""), "utf8")).toBe("pixels");
});
