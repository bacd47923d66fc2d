/** `npm run back-office` as a real process, and raw HTTP requests to it (any Host, any method). */
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";

const DASHBOARD_MAIN = fileURLToPath(new URL("../../server/back-office/main.ts", import.meta.url));

export interface DashboardProcess {
  child: ChildProcess;
  port: number;
  stop: () => Promise<void>;
}

/** Runs the dashboard until it exits; for starts that are refused. */
export function runDashboard(
  args: readonly string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [DASHBOARD_MAIN, ...args], {
      env: { ...process.env, ...env },
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += String(chunk)));
    child.on("exit", (code) => resolve({ code, stderr }));
  });
}

/** Where it runs: another install of the project (a production one) with its own Node. */
export interface ProjectPlace {
  node: string;
  cwd: string;
}

/** Starts it on a free port; resolves once it prints where it listens. */
export function startDashboardProcess(
  env: Record<string, string>,
  place?: ProjectPlace,
): Promise<DashboardProcess> {
  return new Promise((resolve, reject) => {
    const main = place ? path.join(place.cwd, "server", "back-office", "main.ts") : DASHBOARD_MAIN;
    const child = spawn(place?.node ?? process.execPath, [main], {
      cwd: place?.cwd,
      env: { ...process.env, BACK_OFFICE_PORT: "0", DATABASE_URL: "", ...env },
    });
    let output = "";
    const exited = new Promise<void>((done) => child.once("exit", () => done()));
    const stop = async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    };
    child.stderr.on("data", (chunk: Buffer) => (output += String(chunk)));
    child.stdout.on("data", (chunk: Buffer) => {
      output += String(chunk);
      const port = /dashboard on http:\/\/[^\s]*:(\d+)\//.exec(output)?.[1];
      if (port) resolve({ child, port: Number(port), stop });
    });
    child.once("exit", (code) => reject(new Error(`dashboard exited ${code}: ${output}`)));
  });
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Where a redirect from `from` (a path) lands: its Location resolved like a browser does. */
export const landsAt = (from: string, answer: Answer): string =>
  new URL(answer.headers.location ?? "", `http://x${from}`).pathname;

export function call(
  port: number,
  path: string,
  options: { method?: string; headers?: http.OutgoingHttpHeaders; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path, method: options.method ?? "GET", headers: options.headers },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}
