/**
 * `npm run dev` as a person starts it: its script gives the dev server preview-typegen.ts's guard,
 * so the route type generator's race with a build of the same checkout (a failed file operation in
 * `.react-router/types` that nothing awaits) is one line and the preview keeps answering. The race
 * is made by a module the test adds to NODE_OPTIONS (kept by the script, as a person's own are):
 * once the server answers, the test creates a file and the module rejects with such an error.
 * Started without the script's guard (`react-router dev` itself), the same server ends.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, expect, test } from "vitest";

const dir = mkdtempSync(path.join(tmpdir(), "dev-guard-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const RACER = `import { existsSync } from "node:fs";
if (process.argv.includes("dev") && process.argv[1]?.includes("react-router")) {
  const timer = setInterval(() => {
    if (!existsSync(process.env.RACE_FILE)) return;
    clearInterval(timer);
    const file = process.cwd() + "/.react-router/types/app/routes/+types/page.ts";
    const error = new Error("ENOENT: no such file or directory, open '" + file + "'");
    void Promise.reject(Object.assign(error, { code: "ENOENT", path: file }));
  }, 100);
  timer.unref();
}
`;

async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

/**
 * Starts the preview with `command` and makes the race once it answers: its output, and whether
 * it still answers after.
 */
async function raceIn(name: string, command: string, args: string[]) {
  const racer = path.join(dir, "racer.mjs");
  writeFileSync(racer, RACER);
  const raceFile = path.join(dir, `${name}.race`);
  const port = await freePort();
  const url = `http://localhost:${port}/`;
  const child = spawn(command, [...args, "--port", String(port), "--strictPort"], {
    env: {
      ...process.env,
      NODE_OPTIONS: `--import=${pathToFileURL(racer).href}`,
      RACE_FILE: raceFile,
    },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  try {
    const deadline = Date.now() + 60_000;
    while (!(await answers(url))) {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`no preview:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    writeFileSync(raceFile, "");
    await new Promise((resolve) => setTimeout(resolve, 1500));
    return { output, answering: await answers(url) };
  } finally {
    if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
  }
}

test("the preview started by `npm run dev` survives the type generator's race", async () => {
  const run = await raceIn("script", "npm", ["run", "-s", "dev", "--"]);
  expect(run.output).toContain("Route types not written (another build was writing them)");
  expect(run.answering, run.output).toBe(true);
}, 90_000);

test("without the script's guard, the same race ends the preview", async () => {
  const bin = path.join("node_modules", "@react-router", "dev", "bin.cjs");
  const run = await raceIn("bare", process.execPath, [bin, "dev"]);
  expect(run.output).toContain("ENOENT: no such file or directory");
  expect(run.answering).toBe(false);
}, 90_000);
