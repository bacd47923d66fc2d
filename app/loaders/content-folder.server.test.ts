import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { isInsideDir, openContentFolder } from "./content-folder.server.ts";

function makeFolder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "content-folder-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

test("a site path reads its file in the folder, and nothing outside it", async () => {
  const dir = makeFolder({ "blogs/x.md": "# X", "../secret.txt": "no" });
  const folder = openContentFolder(dir);
  expect(await folder.readText("assets/content/blogs/x.md")).toBe("# X");
  expect(folder.fileOf("/assets/content/blogs/x.md")).toBe(path.join(dir, "blogs", "x.md"));
  await expect(folder.readText("assets/content/../secret.txt")).rejects.toThrow(/outside/);
  expect(folder.fileOf("assets/other/x.md")).toBeUndefined();
  expect(folder.pathOf("../secret.txt")).toBeUndefined();
});

test("the manifest is read and validated; a missing one is not readable", async () => {
  const folder = openContentFolder(
    makeFolder({
      "content-manifest.json": JSON.stringify([
        { type: "blog", status: "done", url: "/a/b", title: "B" },
        { type: "nope", status: "done", url: "/c", title: "C" },
      ]),
    }),
  );
  const manifest = await folder.readManifest();
  expect(manifest.readable).toBe(true);
  expect(manifest.entries.map((entry) => entry.url)).toEqual(["/a/b"]);
  expect(manifest.problems).toHaveLength(1);
  expect((await openContentFolder(makeFolder({})).readManifest()).readable).toBe(false);
});

test("inside means strictly below the folder", () => {
  expect(isInsideDir("/srv/c", "/srv/c/a.md")).toBe(true);
  expect(isInsideDir("/srv/c", "/srv/c")).toBe(false);
  expect(isInsideDir("/srv/c", "/srv/content/a.md")).toBe(false);
  expect(isInsideDir("/srv/c", "/srv/c/../d")).toBe(false);
});
