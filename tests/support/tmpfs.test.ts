/**
 * The full-disk tests' small disk is removed even while a process still works in it, as a build's
 * detached helpers may for a few seconds after the build: the unmount waits for it.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { mountSmallDisk } from "./tmpfs.ts";

test("a small disk a process still works in is unmounted and removed once it ends", async (context) => {
  const small = await mountSmallDisk("tmpfs-busy", "1m");
  if (!small.disk) {
    await small.remove();
    return context.skip("no tmpfs could be mounted");
  }
  spawn("sleep", ["1"], { cwd: small.disk, stdio: "ignore" });
  await small.remove();
  expect(existsSync(small.work)).toBe(false);
  expect(readFileSync("/proc/self/mounts", "utf8")).not.toContain(small.disk);
});
