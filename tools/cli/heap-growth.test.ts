/**
 * The heap growth flag is passed to the processes the build starts (the content check, the
 * background search job): a Node whose V8 did not know it would refuse to start them. The build's
 * own process sets it while it runs (`boundHeapGrowth`). Its thread's young generation is small,
 * its render threads' is not (YOUNG_GENERATION_FLAG).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { HEAP_GROWTH_FLAG, YOUNG_GENERATION_FLAG } from "./heap-growth.ts";

test("the build bounds its heap's growth, and gives V8 its own growth back", () => {
  // heap-growth-probe.ts collects with each; V8 prints the factor it grows the heap by.
  const probe = fileURLToPath(new URL("./heap-growth-probe.ts", import.meta.url));
  const trace = execFileSync(process.execPath, ["--expose-gc", "--trace-gc-verbose", probe], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const factors = (from: string, to: string) =>
    [
      ...trace
        .slice(trace.indexOf(from), trace.indexOf(to))
        .matchAll(/\[HeapController\] factor (\d+\.\d)/g),
    ].map((match) => Number(match[1]));
  const bounded = factors("== bounded", "== own");
  const own = factors("== own", "== end");
  expect(bounded.length).toBeGreaterThan(0);
  expect(new Set(bounded)).toEqual(new Set([1.2]));
  // V8's own factor was 4.0 here: anything but the bound's 1.2.
  expect(own.length).toBeGreaterThan(0);
  expect(own.every((factor) => factor !== 1.2)).toBe(true);
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

test("npm run build gives its own thread a small young generation, and not the threads it starts", () => {
  const packageJson = JSON.parse(readFileSync("package.json", "utf8")) as {
    scripts: Record<string, string>;
  };
  expect(packageJson.scripts.build?.split(" ")).toContain(YOUNG_GENERATION_FLAG);
  // The probe reports the new space (MB) of its own thread and of a thread asking for 96 MB.
  const probe = fileURLToPath(new URL("./young-generation-probe.ts", import.meta.url));
  const run = (...args: string[]) =>
    JSON.parse(
      execFileSync(process.execPath, [YOUNG_GENERATION_FLAG, probe, ...args], { encoding: "utf8" }),
    ) as { own: number; thread: number };
  const kept = run("--keep");
  expect(kept.own).toBeLessThanOrEqual(32);
  expect(kept.thread).toBeGreaterThan(32);
  // Not kept to its thread, the flag sizes the render threads' young generation too.
  expect(run().thread).toBeLessThanOrEqual(32);
});

test("the processes the build starts get bounded heap growth, and V8's own young generation", () => {
  // childProcessFlags() as the build, started with the flag, works it out.
  const probe = fileURLToPath(new URL("./young-generation-probe.ts", import.meta.url));
  const flags = JSON.parse(
    execFileSync(process.execPath, [YOUNG_GENERATION_FLAG, "--no-warnings", probe, "--flags"], {
      encoding: "utf8",
    }),
  ) as string[];
  expect(flags).toEqual(["--no-warnings", HEAP_GROWTH_FLAG]);
});
