/**
 * In a process that loads prerender-time-limit.ts first, as `react-router build` does, a 10 ms
 * `AbortSignal.timeout` (React Router gives its SPA fallback render 10 s) has not fired when a
 * later timer runs; without it, it has.
 */
import { spawnSync } from "node:child_process";
import { expect, test } from "vitest";

const PROBE = `const signal = AbortSignal.timeout(10);
setTimeout(() => console.log(signal.aborted ? "aborted" : "waiting"), 200);`;

const run = (args: string[]) =>
  spawnSync(process.execPath, [...args, "--input-type=module", "--eval", PROBE], {
    encoding: "utf8",
  }).stdout.trim();

test("React Router's 10 s limit becomes at least two minutes in the bundler's process", () => {
  const limit = new URL("./prerender-time-limit.ts", import.meta.url).href;
  expect(run([])).toBe("aborted");
  expect(run(["--import", limit])).toBe("waiting");
});
