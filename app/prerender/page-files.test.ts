import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, expect, test } from "vitest";
import { removePageFiles, writePageFiles } from "./page-files.server.ts";
import { buildContentSecurityPolicy, withCspMetaAndHashes } from "./security-headers.server.ts";

let dir = "";
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

test("a page is written as its HTML with a .br, no .gz and no route data file", async () => {
  dir = await mkdtemp(path.join(tmpdir(), "page-files-"));
  const html = `<!doctype html><html><head></head><body>${"words ".repeat(400)}<script>x()</script></body></html>`;
  const page = withCspMetaAndHashes(html);
  const written = writePageFiles(dir, "/insights/a", page);
  expect(written.files).toEqual(["insights/a/index.html"]);
  expect(written.csp).toBe(buildContentSecurityPolicy({ scriptHashes: page.scriptHashes }));
  expect(written.csp).toContain(page.scriptHashes[0]);
  expect((await readdir(path.join(dir, "insights"), { recursive: true })).sort()).toEqual([
    "a",
    path.join("a", "index.html"),
    path.join("a", "index.html.br"),
  ]);
});

test("with gzip (PAGE_GZIP=1, for nginx-static) a page gets its .gz too, the page's bytes; without compression both go", async () => {
  dir = await mkdtemp(path.join(tmpdir(), "page-files-"));
  const html = `<!doctype html><html><head></head><body>${"words ".repeat(400)}</body></html>`;
  const page = withCspMetaAndHashes(html);
  writePageFiles(dir, "/insights/a", page, { gzip: true });
  const file = path.join(dir, "insights", "a", "index.html");
  const written = await readFile(file);
  expect(zlib.gunzipSync(await readFile(`${file}.gz`))).toEqual(written);
  expect(zlib.brotliDecompressSync(await readFile(`${file}.br`))).toEqual(written);
  // A server deployment's build: the release's page goes without the siblings its last build left.
  writePageFiles(dir, "/insights/a", page, { compress: false, gzip: true });
  expect(await readdir(path.dirname(file))).toEqual(["index.html"]);
  writePageFiles(dir, "/insights/a", page, { gzip: true });
  await removePageFiles(dir, ["insights/a/index.html"]);
  expect(await readdir(dir)).toEqual(["insights"]);
});
