/**
 * Every process checks the whole environment at its start (decision 065): started with one
 * invalid variable, even one it does not use itself, each exits non-zero before doing anything,
 * printing one line that names the variable, its value and what it accepts.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";

const scratch = mkdtempSync(path.join(tmpdir(), "bad-variable-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const LINE = 'LINK_CHECK_INTERVAL must be like 24h, 30m or 2d (at least 1m) or off, got "soon"';

/** Each process as its npm script starts it, with valid arguments. */
const PROCESSES: [string, string[]][] = [
  ["server (npm run serve)", ["server/main.ts"]],
  ["back office (npm run back-office)", ["server/back-office/main.ts"]],
  ["build (npm run build)", ["tools/build/main.ts"]],
  ["build and serve (npm start)", ["tools/build/start.ts"]],
  ["build:admin", ["tools/build/build-editor.ts"]],
  ["check-content", ["tools/check-content/main.ts"]],
  ["check-links", ["tools/affiliate/check-links.ts"]],
  ["clicks", ["tools/affiliate/clicks.ts"]],
  ["earnings", ["tools/affiliate/earnings.ts", "import", "report.csv", "--network", "awin"]],
  ["new", ["tools/authoring/new-entry.ts", "blog", "A title"]],
  [
    "deploy-config",
    [
      "tools/deploy/deploy-config.ts",
      "nginx-static",
      "--listen",
      "127.0.0.1:8080",
      "--root",
      scratch,
    ],
  ],
  ["static-upload", ["tools/deploy/static-upload.ts", path.join(scratch, "upload")]],
];

function run(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, BUILD_DIR: path.join(scratch, "build"), ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += String(chunk)));
    child.stderr.on("data", (chunk: Buffer) => (stderr += String(chunk)));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

test.each(PROCESSES)(
  "%s: an invalid variable stops the start with one line",
  async (_, args) => {
    const result = await run(args, { LINK_CHECK_INTERVAL: "soon" });
    expect(result.code).not.toBe(0);
    expect(result.code).not.toBeNull();
    expect(result).toMatchObject({ stdout: "", stderr: `${LINE}\n` });
  },
  30_000,
);

test("the server's worker processes never start on an invalid variable", async () => {
  const result = await run(["server/main.ts"], { WORKERS: "2", LINK_ALERT_WEBHOOK: "hooks" });
  expect(result).toMatchObject({
    code: 1,
    stdout: "",
    stderr: 'LINK_ALERT_WEBHOOK must be an absolute http(s) URL, got "hooks"\n',
  });
}, 30_000);

test("an old DASHBOARD_* name is named as set, with its new name, in its one line", async () => {
  const result = await run(["server/back-office/main.ts"], { DASHBOARD_PORT: "http" });
  expect(result).toMatchObject({
    code: 2,
    stderr:
      'DASHBOARD_PORT (now BACK_OFFICE_PORT) must be a whole number from 0 to 65535, got "http"\n',
  });
}, 30_000);

test("an old DASHBOARD_* name that is valid is read, with a one-line notice naming the new", async () => {
  const env = { DASHBOARD_TOKEN: "t".repeat(24), BACK_OFFICE_PORT: "3000", PORT: "3000" };
  const result = await run(["server/back-office/main.ts"], env);
  // Read: the token is in use (the start then stops on the port, a check made after the notice).
  expect(result.stderr).toBe(
    "DASHBOARD_TOKEN is read as BACK_OFFICE_TOKEN: rename it to BACK_OFFICE_TOKEN\n" +
      "BACK_OFFICE_PORT must not be the site's PORT (3000)\n",
  );
}, 30_000);
