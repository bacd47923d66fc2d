/**
 * A throwaway Postgres cluster for tests: initdb into a temp dir, pg_ctl on a private port,
 * listening only on a unix socket. As root, the server binaries run as the `postgres` user.
 * Missing binaries mean no cluster; under CI=true that is a failure, never a skip.
 */
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const POSTGRES_BIN = process.env.POSTGRES_BIN ?? newestDebianPostgres();
/** In the 4400..4409 range this suite may use. */
export const POSTGRES_TEST_PORT = Number(process.env.POSTGRES_TEST_PORT ?? 4405);

export interface TestPostgres {
  url: string;
  stop: () => void;
  /** SIGSTOP (or SIGCONT) to the server and all its processes: a database that hangs. */
  signal: (signal: "SIGSTOP" | "SIGCONT") => void;
}

export function postgresAvailable(bin = POSTGRES_BIN): boolean {
  return existsSync(path.join(bin, "initdb")) && existsSync(path.join(bin, "pg_ctl"));
}

/**
 * Under CI a missing Postgres must fail the run: CI installs it, so its absence is a bug. Every
 * test file that skips its Postgres tests without one calls this first.
 */
export function requirePostgresInCi(bin = POSTGRES_BIN, env = process.env): void {
  if (env.CI === "true" && !postgresAvailable(bin)) {
    throw new Error(`CI=true but Postgres is not installed in ${bin} (apt-get install postgresql)`);
  }
}

export function startPostgres(port = POSTGRES_TEST_PORT): TestPostgres {
  const root = mkdtempSync(path.join(tmpdir(), "pg-test-"));
  chmodSync(root, 0o777);
  const data = path.join(root, "data");
  const asRoot = process.getuid?.() === 0;
  const run = (binary: string, args: string[]) => {
    const command = path.join(POSTGRES_BIN, binary);
    if (asRoot)
      execFileSync("runuser", ["-u", "postgres", "--", command, ...args], { stdio: "pipe" });
    else execFileSync(command, args, { stdio: "pipe" });
  };
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"]);
  const options = `-p ${port} -k ${root} -c listen_addresses='' -c fsync=off`;
  run("pg_ctl", ["-D", data, "-o", options, "-l", path.join(root, "log"), "-w", "start"]);
  const url = `postgres://postgres@localhost/postgres?host=${encodeURIComponent(root)}&port=${port}`;
  let stopped = false;
  const signal = (name: "SIGSTOP" | "SIGCONT") => {
    const main = readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n")[0] ?? "";
    const children = execFileSync("pgrep", ["-P", main], { encoding: "utf8" }).split(/\s+/);
    for (const pid of [main, ...children].filter(Boolean)) process.kill(Number(pid), name);
  };
  return {
    url,
    signal,
    stop: () => {
      if (stopped) return;
      stopped = true;
      try {
        signal("SIGCONT");
      } catch {
        // Not running any more: nothing to wake.
      }
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}

/** Debian installs each major version under /usr/lib/postgresql/{major}/bin; take the newest. */
function newestDebianPostgres(): string {
  const root = "/usr/lib/postgresql";
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name))
        .map(Number)
    : [];
  return path.join(root, String(Math.max(15, ...majors)), "bin");
}
