import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { walkFiles } from "./walk-files.ts";

test("every file under the folder comes out once, relative to it; a missing folder has none", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "walk-files-"));
  const files = ["index.html", "a/index.html", "a/b/c/deep.json", "z.txt"];
  for (const file of files) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), file);
  }
  await mkdir(path.join(dir, "empty"));
  const found: string[] = [];
  for await (const file of walkFiles(dir)) found.push(file.split(path.sep).join("/"));
  expect(found.toSorted()).toEqual(files.toSorted());
  const none: string[] = [];
  for await (const file of walkFiles(path.join(dir, "missing"))) none.push(file);
  expect(none).toEqual([]);
  await rm(dir, { recursive: true, force: true });
});
