/**
 * The production server as a real process (`node server/main.ts`) in a throwaway site folder:
 * what the click tests need to stop it with real signals and count what reached the store.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type AddressInfo } from "node:net";
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openSqliteStore } from "#server/clicks/sqlite-store.ts";

const MAIN = fileURLToPath(new URL("../../server/main.ts", import.meta.url));
export const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36";

export interface SiteFolder {
  dir: string;
  /** The default SQLite file of this site (not created). */
  database: string;
  cleanup: () => Promise<void>;
}

/** A build with only a home page, an empty manifest and one registry link (`namecheap`). */
export async function createSiteFolder(): Promise<SiteFolder> {
  const dir = await mkdtemp(path.join(tmpdir(), "server-process-"));
  await mkdir(path.join(dir, "build", "client"), { recursive: true });
  await mkdir(path.join(dir, "content"), { recursive: true });
  await writeFile(path.join(dir, "build", "client", "index.html"), "<html>home</html>");
  await writeFile(path.join(dir, "content", "content-manifest.json"), "[]");
  const links = [{ slug: "namecheap", url: "https://www.namecheap.com/" }];
  await writeFile(path.join(dir, "content", "links.json"), JSON.stringify(links));
  const database = path.join(dir, "data", "clicks.sqlite");
  return { dir, database, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything the process wrote to stderr so far. */
  stderr: () => string;
}

export interface StartProcessOptions {
  env?: Record<string, string>;
  /**
   * Obey file modes even as root: the same user without the two capabilities that let root
   * read and write any file (`setpriv` drops CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH). Unlike
   * running as another user, it needs no other user and nothing about the checkout's folders.
   */
  obeyFileModes?: boolean;
}

/** A port nothing listens on now (WORKERS > 1 needs a real one: the primary prints it). */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const IS_ROOT = process.getuid?.() === 0;
const ROOT_FILE_POWERS = "-dac_override,-dac_read_search";

function spawnServer(site: SiteFolder, port: string, options: StartProcessOptions): ChildProcess {
  // LINK_CHECK_INTERVAL off: a test server never requests the registry's merchant URLs (the
  // link check's own tests point it at local servers).
  const env = {
    ...process.env,
    PORT: port,
    CLICKS_DB: site.database,
    LINK_CHECK_INTERVAL: "off",
    ...options.env,
  };
  const [command, args] =
    options.obeyFileModes && IS_ROOT
      ? ["setpriv", [`--bounding-set=${ROOT_FILE_POWERS}`, "--", process.execPath, MAIN]]
      : [process.execPath, [MAIN]];
  return spawn(command, args, { cwd: site.dir, env });
}

/** Starts the server; resolves once it listens, rejects with its stderr if it exits first. */
export async function startServerProcess(
  site: SiteFolder,
  options: StartProcessOptions = {},
): Promise<ServerProcess> {
  const child = spawnServer(site, String(await freePort()), options);
  let stdout = "";
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      const url = /at (http:\/\/localhost:\d+\/)/.exec(stdout)?.[1];
      if (url) resolve({ child, url: url.replace("localhost", "127.0.0.1"), stderr: () => stderr });
    });
    child.on("error", reject);
    child.on("exit", (code) => reject(new Error(`server exited ${code}: ${stderr}`)));
  });
}

/** Runs the server to its end (a start that must fail; one that listens is stopped at once). */
export async function runServerProcess(
  site: SiteFolder,
  options: StartProcessOptions = {},
): Promise<{ code: number | null; stderr: string; listened: boolean }> {
  const child = spawnServer(site, String(await freePort()), options);
  let stderr = "";
  let listened = false;
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout?.on("data", () => {
    listened = true;
    child.kill("SIGTERM");
  });
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, stderr, listened })));
}

/** `times` counted clicks on /go/namecheap, each answered 302. */
export async function clickMany(url: string, times: number): Promise<void> {
  for (let index = 0; index < times; index++) {
    const res = await fetch(`${url}go/namecheap`, {
      redirect: "manual",
      headers: { "user-agent": BROWSER },
    });
    if (res.status !== 302) throw new Error(`click ${index}: ${res.status}`);
  }
}

export function stopProcess(child: ChildProcess, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    child.on("exit", (code) => resolve(code));
    child.kill(signal);
  });
}

/** Clicks on `namecheap` stored in a SQLite file. */
export async function storedClicks(database: string): Promise<number> {
  const store = openSqliteStore(database);
  const rows = await store.report({ by: ["slug"] });
  await store.close();
  return rows.find((row) => row.slug === "namecheap")?.clicks ?? 0;
}
