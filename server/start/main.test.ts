import { spawn } from "node:child_process";
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, test } from "vitest";

const MAIN = fileURLToPath(new URL("../main.ts", import.meta.url));
let dir = "";
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "server-main-"));
  await mkdir(path.join(dir, "build", "client"), { recursive: true });
  await mkdir(path.join(dir, "content"), { recursive: true });
  await writeFile(path.join(dir, "build", "client", "index.html"), "<html>home</html>");
  await writeFile(
    path.join(dir, "build", "client", "__spa-fallback.html"),
    "<html>fallback</html>",
  );
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs server/main.ts; `whenListening` runs once it prints its URL (then the process is signalled). */
function run(
  env: Record<string, string>,
  whenListening?: (url: string) => Promise<void>,
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [MAIN], {
      cwd: dir,
      env: { ...process.env, PORT: "0", ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      const url = /at (http:\/\/localhost:\d+\/)/.exec(stdout)?.[1];
      if (url && whenListening) {
        const task = whenListening;
        whenListening = undefined;
        void task(url.replace("localhost", "127.0.0.1")).finally(() => child.kill("SIGTERM"));
      }
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

test("a bad environment variable prints its message and exits 1", async () => {
  const result = await run({ PORT: "http" });
  expect(result.code).toBe(1);
  expect(result.stderr).toContain("PORT must be a whole number");
});

test("without a build the server says how to make one and exits 1", async () => {
  const missing = await run({ BUILD_DIR: "nothing/here" });
  expect(missing.code).toBe(1);
  expect(missing.stderr).toContain("No build found in nothing/here/client: run npm run build");
}, 15_000);

test("the server prints where it listens, serves, and exits 0 on SIGTERM", async () => {
  let status = 0;
  const result = await run({}, async (url) => {
    status = (await fetch(url)).status;
  });
  expect(result.stdout).toMatch(/^Serving build\/client at http:\/\/localhost:\d+\/$/m);
  expect(status).toBe(200);
  expect(result.code).toBe(0);
}, 15_000);

test("WORKERS=2 starts two processes on one port, serves, and exits 0 on SIGTERM", async () => {
  const port = String(Number(process.env.DEPLOY_TEST_PORT ?? 4305) + 3);
  const statuses: number[] = [];
  const result = await run({ WORKERS: "2", PORT: port }, async (url) => {
    // New connections each time: the primary hands them to either worker.
    for (let i = 0; i < 4; i++) {
      statuses.push((await fetch(url, { headers: { Connection: "close" } })).status);
    }
  });
  // Printed only once both workers listen.
  expect(result.stdout).toContain(`at http://localhost:${port}/ (2 workers)`);
  expect(statuses).toEqual([200, 200, 200, 200]);
  expect(result.code).toBe(0);
}, 15_000);

test("a bad WORKERS value names the variable and exits 1", async () => {
  const result = await run({ WORKERS: "many" });
  expect(result.code).toBe(1);
  expect(result.stderr).toContain('WORKERS must be a whole number from 1 to 64, got "many"');
});

test("postbacks through npm start: a configured network's call is stored once; a short secret stops the start", async () => {
  const secret = "awin-secret-0123456789ab";
  const answers: unknown[] = [];
  const call = async (url: string, query: string) => {
    const res = await fetch(`${url}postback/awin?${query}`);
    answers.push([res.status, await res.json()]);
  };
  const query = "clickRef=x&transactionId=T-1&commission=8.33&transactionCurrency=GBP";
  const result = await run(
    { POSTBACK_SECRET_AWIN: secret, CLICKS_DB: path.join(dir, "postback.sqlite") },
    async (url) => {
      await call(url, `secret=${secret}&${query}`);
      await call(url, `secret=${secret}&${query}`);
      await call(url, `secret=wrong&${query}`);
    },
  );
  expect(result.code).toBe(0);
  expect(answers).toEqual([
    [200, expect.objectContaining({ ok: true, stored: "added", state: "pending" })],
    [200, expect.objectContaining({ ok: true, stored: "unchanged" })],
    [401, { error: "wrong or missing secret" }],
  ]);
  const short = await run({ POSTBACK_SECRET_IMPACT: "short" });
  expect(short.code).toBe(1);
  expect(short.stderr).toContain(
    "POSTBACK_SECRET_IMPACT must be at least 16 characters (a random string), got 5",
  );
}, 30_000);
