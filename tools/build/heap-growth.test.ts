/**
 * The heap growth flag is passed to the processes the build starts (the content check, the
 * background search job): a Node whose V8 did not know it would refuse to start them. The build's
 * own process sets it while it runs (`boundHeapGrowth`).
 */
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { HEAP_GROWTH_FLAG } from "./heap-growth.ts";

test("bounded growth keeps the build's heap smaller than V8's own growth", () => {
  // The same allocations in two processes (heap-growth-probe.ts), one bounded.
  const probe = fileURLToPath(new URL("./heap-growth-probe.ts", import.meta.url));
  const largest = (...args: string[]) =>
    Number(execFileSync(process.execPath, [probe, ...args], { encoding: "utf8" }));
  // About half on this machine (220 to 350 MB against 575 MB).
  expect(largest("bounded")).toBeLessThan(largest() * 0.75);
});

test("this Node starts with the heap growth flag", () => {
  const argv = execFileSync(
    process.execPath,
    [HEAP_GROWTH_FLAG, "-e", "console.log(process.execArgv[0])"],
    { encoding: "utf8" },
  );
  expect(argv.trim()).toBe(HEAP_GROWTH_FLAG);
});

test("a flag V8 does not know stops Node from starting (what the test above guards against)", () => {
  expect(() =>
    execFileSync(process.execPath, ["--heap-growing-per-cent=20", "-e", "0"], { stdio: "pipe" }),
  ).toThrow(/bad option/);
});
