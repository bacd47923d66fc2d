/** Runs Debian's wrk and reads its summary: requests per second, latency, errors. */
import { execFile } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { promisify } from "node:util";

const WRK = "/usr/bin/wrk";

export interface WrkResult {
  requestsPerSecond: number;
  p99Ms: number;
  /** Socket errors plus responses that were not 2xx or 3xx. */
  errors: number;
  requests: number;
}

export interface WrkOptions {
  url: string;
  seconds: number;
  connections?: number;
  /** Paths requested in turn (a Lua script is written for them). */
  paths?: readonly string[];
  scriptFile?: string;
}

export async function runWrk(options: WrkOptions): Promise<WrkResult> {
  const args = ["-t1", `-c${options.connections ?? 50}`, `-d${options.seconds}s`, "--latency"];
  args.push("-H", "Accept-Encoding: br, gzip");
  if (options.paths && options.scriptFile) {
    await writeFile(options.scriptFile, luaScript(options.paths));
    args.push("-s", options.scriptFile);
  }
  const { stdout } = await promisify(execFile)(WRK, [...args, options.url]);
  return parseWrk(stdout);
}

export function parseWrk(output: string): WrkResult {
  const number = (pattern: RegExp): number => Number(pattern.exec(output)?.[1] ?? Number.NaN);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  const p99 = /\s99%\s+([\d.]+)(us|ms|s)\b/.exec(output);
  const scale = { us: 0.001, ms: 1, s: 1000 } as const;
  return {
    requestsPerSecond: number(/Requests\/sec:\s+([\d.]+)/),
    p99Ms: p99 ? Number(p99[1]) * scale[p99[2] as keyof typeof scale] : Number.NaN,
    errors: socketErrors + (number(/Non-2xx or 3xx responses: (\d+)/) || 0),
    requests: number(/(\d+) requests in/),
  };
}

function luaScript(paths: readonly string[]): string {
  const list = paths.map((item) => JSON.stringify(item)).join(", ");
  return `local paths = { ${list} }
local i = 0
request = function()
  i = i + 1
  return wrk.format("GET", paths[(i % #paths) + 1])
end
`;
}
