import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { runContentCheckInThread } from "./check-thread.ts";

let root = "";
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "check-thread-"));
  await cp("content", path.join(root, "content"), { recursive: true });
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const run = (heapMb: number) =>
  runContentCheckInThread(
    path.join(root, "content"),
    {
      priceMaxAgeDays: 36_500,
      build: { buildDir: path.join(root, "build"), contentCheck: "error" },
    },
    heapMb,
  );

test("the check in its thread gives the command's exit status: 0 on the demo, 1 with an error", async () => {
  expect(await run(256)).toBe(0);
  const manifest = path.join(root, "content", "content-manifest.json");
  const good = await readFile(manifest, "utf8");
  await writeFile(manifest, "[ not json");
  try {
    expect(await run(256)).toBe(1);
  } finally {
    await writeFile(manifest, good);
  }
}, 60_000);

test("a check that outgrows the thread's heap is run again without the limit, and says so", async () => {
  const log = vi.spyOn(console, "log");
  // 8 MB cannot hold the modules the check loads: the first attempt runs out of memory.
  expect(await run(8)).toBe(0);
  expect(log.mock.calls.flat().join("\n")).toContain(
    "check-content: more than 8 MB needed, checking again without a limit",
  );
  log.mockRestore();
}, 60_000);
