import { expect, test } from "vitest";
import type { HotFile } from "#server/files/hot-file-cache.ts";
import { createPageCache } from "./page-cache.ts";

const page = (size: number): HotFile => ({
  etag: 'W/"x"',
  mtimeSeconds: 0,
  lastModified: "",
  contentType: "text/html; charset=utf-8",
  compressible: true,
  scriptHashes: [],
  bodies: { identity: Buffer.alloc(size) },
  size,
});

test("a page is found only under the key it was rendered for", () => {
  const cache = createPageCache();
  const rendered = page(10);
  cache.set("/a", "key-1", rendered);
  expect(cache.get("/a", "key-1")).toBe(rendered);
  expect(cache.get("/a", "key-2")).toBeUndefined();
  cache.set("/a", "key-2", page(20));
  expect(cache.stats()).toEqual({ pages: 1, bytes: 20 });
});

test("past its bounds the least recently used pages go first", () => {
  const cache = createPageCache(100, 3);
  for (const name of ["/a", "/b", "/c"]) cache.set(name, "k", page(30));
  cache.get("/a", "k");
  cache.set("/d", "k", page(30));
  expect(cache.get("/b", "k")).toBeUndefined();
  expect(cache.stats()).toEqual({ pages: 3, bytes: 90 });
  cache.set("/e", "k", page(80));
  expect(cache.stats()).toEqual({ pages: 1, bytes: 80 });
  expect(cache.get("/e", "k")).toBeDefined();
});
