/**
 * Starts `react-router dev` (the preview) on a free port with its own content folder,
 * for journeys that need the dev server rather than the built site.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";

/**
 * The dev server's route type generator races a build of the same checkout (another browser test's
 * site) in `.react-router/types`, as the build's own does: the same guard (preview-typegen.ts),
 * given through NODE_OPTIONS, which the dev server's relaunch of itself keeps (its arguments do not).
 */
const TYPES_GUARD = new URL("../../tools/build/steps/preview-typegen.ts", import.meta.url).href;

export interface DevServer {
  url: string;
  stop(): Promise<void>;
}

export async function startDevServer(contentDir: string): Promise<DevServer> {
  const port = await findFreePort();
  const url = `http://localhost:${port}`;
  // Its own process group, so stopping it also stops the child it relaunches itself as.
  const child = spawn(
    process.execPath,
    ["node_modules/@react-router/dev/bin.cjs", "dev", "--port", String(port), "--strictPort"],
    {
      env: {
        ...process.env,
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import=${TYPES_GUARD}`.trim(),
        CONTENT_DIR: contentDir,
        SITE_URL: url,
      },
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
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
