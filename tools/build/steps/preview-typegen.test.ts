/**
 * In a process that loads preview-typegen.ts first, as `react-router build` does, a failed file
 * operation inside `.react-router/types` that nothing awaited (the type generator's watcher racing
 * another build) is a warning and the process ends normally; without it, the process fails. Any
 * other unhandled rejection still fails it.
 */
import { spawnSync } from "node:child_process";
import { expect, test } from "vitest";

const guard = new URL("./preview-typegen.ts", import.meta.url).href;

const rejectWith = (
  file: string,
) => `const error = Object.assign(new Error("ENOTEMPTY: directory not empty, rmdir '${file}'"), { code: "ENOTEMPTY", path: ${JSON.stringify(file)} });
void Promise.reject(error);
setTimeout(() => console.log("went on"), 100);`;

const run = (args: string[], file: string) =>
  spawnSync(process.execPath, [...args, "--input-type=module", "--eval", rejectWith(file)], {
    encoding: "utf8",
  });

const types = "/repo/.react-router/types/app/routes/+types";

test("the type generator's race in the types folder is a warning, not a failed build", () => {
  const without = run([], types);
  expect(without.status).not.toBe(0);
  const guarded = run(["--import", guard], types);
  expect(guarded.status).toBe(0);
  expect(guarded.stdout.trim()).toBe("went on");
  expect(guarded.stderr).toContain("Route types not written (another build was writing them)");
});

test("given through NODE_OPTIONS, it also guards a process that relaunches itself (react-router dev)", () => {
  // The relaunch spawns `node` with the script's own arguments, as @react-router/dev's CLI does.
  const relaunch = `const { spawnSync } = await import("node:child_process");
const child = spawnSync(process.execPath, ["--input-type=module", "--eval", ${JSON.stringify(rejectWith(types))}], { encoding: "utf8" });
process.stdout.write(child.stdout); process.stderr.write(child.stderr); process.exitCode = child.status;`;
  const withOptions = (options: string) =>
    spawnSync(process.execPath, ["--input-type=module", "--eval", relaunch], {
      encoding: "utf8",
      env: { ...process.env, NODE_OPTIONS: options },
    });
  expect(withOptions("").status).not.toBe(0);
  const guarded = withOptions(`--import=${guard}`);
  expect(guarded.status, guarded.stderr).toBe(0);
  expect(guarded.stdout.trim()).toBe("went on");
  expect(guarded.stderr).toContain("Route types not written");
});

test("any other unhandled rejection still fails the process", () => {
  const guarded = run(["--import", guard], "/repo/build/client/index.html");
  expect(guarded.status).not.toBe(0);
  expect(guarded.stdout).not.toContain("went on");
});
