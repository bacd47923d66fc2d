import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { writePageFiles } from "./page-files.server.ts";
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
