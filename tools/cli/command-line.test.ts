/** Every command of the project answers a wrong option with one line naming it and its usage. */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";

const SCRIPTS = [
  "import",
  "check-content",
  "check-links",
  "clicks",
  "new",
  "deploy-config",
  "bench:go",
  "bench:search",
  "bench:serve",
  "bench:live",
  "bench:scale",
  "bench:save",
  "bench:check-live",
  "bench:card",
  "bench:render",
  "bench:link",
  "bench:threads",
  "static-upload",
  "bench:images",
  "screenshots",
  "demo-photos",
  "icons",
];

const scripts = (
  JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }
).scripts;

/** The file an npm script runs (its last `node … file.ts`). */
function fileOf(script: string): string {
  const files = [...(scripts[script] ?? "").matchAll(/node (?:--\S+ \S+ )?(\S+\.ts)/g)];
  const file = files.at(-1)?.[1];
  if (!file) throw new Error(`npm run ${script} runs no .ts file`);
  return file;
}

function run(file: string, args: string[]): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [file, ...args], { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("close", (status) => resolve({ status, stderr }));
  });
}

test("each command given a wrong option says which in one line, then its usage, and exits 2", async () => {
  // `npm run bench` hands its arguments to its last file, bench:images: tested with that one.
  const files = SCRIPTS.map(fileOf);
  const results: { status: number | null; stderr: string }[] = [];
  // Four at a time: each loads its command's modules, which is most of its time.
  for (let at = 0; at < files.length; at += 4)
    results.push(
      ...(await Promise.all(files.slice(at, at + 4).map((file) => run(file, ["--lnik", "x"])))),
    );
  results.forEach(({ status, stderr }, index) => {
    const lines = stderr.trimEnd().split("\n");
    expect({ file: files[index], status, first: lines[0] }).toEqual({
      file: files[index],
      status: 2,
      first: expect.stringContaining("--lnik"),
    });
    expect(lines[1], files[index]).toMatch(/^usage: /);
    expect(stderr, files[index]).not.toMatch(/^\s+at /m);
  });
}, 120_000);

test("a missing option value and a missing argument are named too", async () => {
  const noValue = await run("tools/import/main.ts", ["wordpress", "x.xml", "--out"]);
  expect(noValue.status).toBe(2);
  expect(noValue.stderr).toMatch(/^import: --out needs a value\nusage: npm run import/);
  const noOut = await run("tools/import/main.ts", ["wordpress", "x.xml", "--links", "a.csv"]);
  expect(noOut.stderr).toMatch(/^import: --out is missing\nusage: /);
  const noTitle = await run("tools/authoring/new-entry.ts", ["blog"]);
  expect(noTitle.status).toBe(2);
  expect(noTitle.stderr).toMatch(/^new: the title is missing\nusage: npm run new/);
}, 30_000);
