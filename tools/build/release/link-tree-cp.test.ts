import { lstat, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { linkTreeWithCp } from "./link-tree-cp.ts";

let dir = "";
afterEach(() => rm(dir, { recursive: true, force: true }));

test("cp -al links every file but the skipped names, keeps the build's own, drops temporary files", async () => {
  dir = await mkdtemp(path.join(tmpdir(), "link-tree-cp-"));
  const live = path.join(dir, "live");
  const next = path.join(dir, "next");
  await mkdir(path.join(live, "client/insights"), { recursive: true });
  await mkdir(path.join(live, "search-job"), { recursive: true });
  await writeFile(path.join(live, "client/insights/index.html"), "page");
  await writeFile(path.join(live, "client/insights/.index.html.123-1-2.tmp"), "half");
  await writeFile(path.join(live, "client/image-manifest.json"), "live");
  await writeFile(path.join(live, "search-job/log"), "job");
  await symlink("client/insights/index.html", path.join(live, "page-link"));
  await mkdir(path.join(next, "client"), { recursive: true });
  await writeFile(path.join(next, "client/image-manifest.json"), "the build's");

  expect(await linkTreeWithCp(live, next, new Set(["search-job"]))).toBe(true);
  const page = path.join(next, "client/insights/index.html");
  expect((await lstat(page)).nlink).toBe(2);
  expect(await readFile(path.join(next, "page-link"), "utf8")).toBe("page");
  expect(await readFile(path.join(next, "client/image-manifest.json"), "utf8")).toBe("the build's");
  await expect(lstat(path.join(next, "search-job"))).rejects.toThrow(/ENOENT/);
  await expect(lstat(path.join(next, "client/insights/.index.html.123-1-2.tmp"))).rejects.toThrow(
    /ENOENT/,
  );
});
