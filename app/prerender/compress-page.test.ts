import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { ASSET_LEVELS } from "./compression-levels.server.ts";
import { compressForms, compressFormsSync, PAGE_LEVELS } from "./compress-page.server.ts";

/** The build's workers compress on their own thread; the server compresses in the pool. */
test("a page compressed on the calling thread is byte for byte what the server makes", async () => {
  const page = readFileSync("content/blogs/insights/short-names.md");
  const html = Buffer.from(`<!doctype html><main>${page.toString("utf8").repeat(3)}</main>`);
  const sync = compressFormsSync(html, PAGE_LEVELS);
  const pooled = await compressForms(html, PAGE_LEVELS);
  expect(sync.br?.length).toBeLessThan(html.length);
  expect(sync.br?.equals(pooled.br as Buffer)).toBe(true);
  // Pages get no gzip form (decision 036): the server makes one for a gzip-only client.
  expect(sync.gz).toBeUndefined();
  expect(pooled.gz).toBeUndefined();
  expect(compressFormsSync(Buffer.from("short"))).toEqual({});
});

test("levels with a gzip level (the bundle's assets) give the same gzip form on both threads", async () => {
  const js = Buffer.from("export const words = 'lorem ipsum dolor';\n".repeat(100));
  const sync = compressFormsSync(js, ASSET_LEVELS);
  const pooled = await compressForms(js, ASSET_LEVELS);
  expect(sync.gz?.length).toBeLessThan(js.length);
  expect(sync.gz?.equals(pooled.gz as Buffer)).toBe(true);
});
