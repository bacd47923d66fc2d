/**
 * Starts `react-router dev` (the preview) on a free port with its own content folder,
 * for journeys that need the dev server rather than the built site.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";

export interface DevServer {
  url: string;
  stop(): Promise<void>;
}

export async function startDevServer(contentDir: string): Promise<DevServer> {
  const port = await findFreePort();
  const url = `http://localhost:${port}`;
  // `npm run dev`, as a person starts it: its script gives the dev server the guard against the
  // type generator's race with a build of the same checkout (preview-typegen.ts). Its own process
  // group, so stopping it also stops the child the dev server relaunches itself as.
  const child = spawn("npm", ["run", "-s", "dev", "--", "--port", String(port), "--strictPort"], {
    env: { ...process.env, CONTENT_DIR: contentDir, SITE_URL: url },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  try {
    await waitForHttp(`${url}/`, child, 60_000);
  } catch (error) {
    await stopGroup(child);
    throw new Error(`the dev server did not start: ${String(error)}\n${output}`, { cause: error });
  }
  return { url, stop: () => stopGroup(child) };
}

async function findFreePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  if (address === null || typeof address === "string") throw new Error("no free port");
  return address.port;
}

async function waitForHttp(url: string, child: ChildProcess, timeout: number): Promise<void> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no answer from ${url} within ${timeout} ms`);
}

async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null) return;
  const exited = once(child, "exit");
  process.kill(-child.pid, "SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
}
