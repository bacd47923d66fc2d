/**
 * The heap growth flag is passed to the processes the build starts (the content check, the
 * background search job): a Node whose V8 did not know it would refuse to start them.
 */
import { execFileSync } from "node:child_process";
import { expect, test } from "vitest";
import { HEAP_GROWTH_FLAG } from "./heap-growth.ts";

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
