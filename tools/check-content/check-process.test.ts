import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { hashFolder } from "#tools/build/content-copy.ts";
import { checkProcessEnv, startContentCheckProcess } from "./check-process.ts";

let root = "";
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "check-process-"));
  await cp("content", path.join(root, "content"), { recursive: true });
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const run = async () => {
  const dir = path.join(root, "content");
  const build = { buildDir: path.join(root, "build"), contentCheck: "error" as const };
  const task = startContentCheckProcess().run(dir, {
    priceMaxAgeDays: 36_500,
    build: { ...build, hashes: await hashFolder(dir) },
  });
  // The build waits for this before it works out page keys beside the check.
  await task.sent;
  return task.result;
};

test("the check in its own process gives the command's exit status: 0 on the demo, 1 with an error", async () => {
  expect(await run()).toBe(0);
  const manifest = path.join(root, "content", "content-manifest.json");
  const good = await readFile(manifest, "utf8");
  await writeFile(manifest, "[ not json");
  try {
    expect(await run()).toBe(1);
  } finally {
    await writeFile(manifest, good);
  }
}, 60_000);

test("the check's process runs with two malloc arenas (its image step encodes two at a time), unless the owner set their own", () => {
  expect(checkProcessEnv({ PATH: "/usr/bin" })).toEqual({
    PATH: "/usr/bin",
    MALLOC_ARENA_MAX: "2",
  });
  expect(checkProcessEnv({ MALLOC_ARENA_MAX: "8" }).MALLOC_ARENA_MAX).toBe("8");
});
