/**
 * Production entry point: `node server/main.ts` (npm run serve). Reads the environment,
 * checks the build, listens, and shuts down cleanly on SIGTERM/SIGINT.
 * `startServer` is the programmatic form used by tests and scripts.
 */
import cluster from "node:cluster";
import type { SitemapLimits } from "#app/seo/index.ts";
import { existsSync } from "node:fs";
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import path from "node:path";
import { EnvError, readClicksEnv, readSiteEnvOrExit } from "#app/config/index.server.ts";
import type { ClickCounter } from "./clicks/click-counter.ts";
import { openClickCounter } from "./clicks/open-click-counter.ts";
import { createRequestHandler, SPA_FALLBACK } from "./app.ts";
import { startWorkers } from "./cluster.ts";
import { buildContentSecurityPolicy, securityHeaders } from "./security-headers.ts";

/** How long close() waits for in-flight requests before cutting every connection. */
export const CLOSE_TIMEOUT_MS = 5000;

export interface StartOptions {
  /** The browser build, `build/client` (`clientDir` everywhere; `buildDir` is its parent). */
  clientDir: string;
  contentDir: string;
  siteUrl: string;
  port?: number;
  host?: string;
  log?: (line: string) => void;
  closeTimeoutMs?: number;
  /** Counts `/go/` clicks; close() writes what it still holds. */
  clicks?: ClickCounter;
  /** See HandlerOptions: tests set 0 to see every change to a build file at once. */
  revalidateMs?: number;
  /** When the sitemap splits into parts (tests); the protocol's limits by default. */
  sitemapLimits?: SitemapLimits;
}

export interface RunningServer {
  /** e.g. `http://127.0.0.1:41234/` (the real port, also when 0 was asked). */
  url: string;
  port: number;
  server: http.Server;
  /** Stops accepting, closes idle keep-alive connections, waits for in-flight requests. */
  close: () => Promise<void>;
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const host = options.host ?? "127.0.0.1";
  const server = http.createServer(createRequestHandler(options));
  const rawHeaders = Object.entries({
    ...securityHeaders(options.siteUrl),
    "Content-Security-Policy": buildContentSecurityPolicy(),
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) =>
    onClientError(error, socket, rawHeaders),
  );
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const shownHost =
    host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= new Promise<void>((resolve) => {
      const force = setTimeout(
        () => server.closeAllConnections(),
        options.closeTimeoutMs ?? CLOSE_TIMEOUT_MS,
      );
      force.unref();
      server.close(() => {
        clearTimeout(force);
        // Every request has been answered: the clicks they recorded are written last.
        void (options.clicks?.close() ?? Promise.resolve()).finally(resolve);
      });
      server.closeIdleConnections();
    });
    return closing;
  };
  return { url: `http://${shownHost}:${port}/`, port, server, close };
}

const CLIENT_ERROR_STATUS: Record<string, string> = {
  HPE_HEADER_OVERFLOW: "431 Request Header Fields Too Large",
  ERR_HTTP_REQUEST_TIMEOUT: "408 Request Timeout",
};

/** A request node could not parse: answer 400 (or 431/408) and close; never throw. */
function onClientError(error: NodeJS.ErrnoException, socket: Socket, rawHeaders: string): void {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = CLIENT_ERROR_STATUS[error.code ?? ""] ?? "400 Bad Request";
  const body = `${status.slice(4)}\n`;
  socket.end(
    `HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Cache-Control: no-cache\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${rawHeaders}\r\n${body}`,
  );
}

/** CLI: env → checks → listen → signals. Exits 1 with a clear message on bad env or no build. */
export async function main(): Promise<void> {
  const env = readSiteEnvOrExit();
  const { clientDir } = env;
  let clicksEnv;
  try {
    clicksEnv = readClicksEnv(process.env, process.cwd(), [clientDir, env.contentDir]);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const shownDir = path.relative(process.cwd(), clientDir) || ".";
  if (
    !existsSync(path.join(clientDir, SPA_FALLBACK)) &&
    !existsSync(path.join(clientDir, "index.html"))
  ) {
    console.error(`No build found in ${shownDir}: run npm run build`);
    process.exit(1);
  }
  if (env.workers > 1 && cluster.isPrimary) {
    await startWorkers(env.workers).catch((error: unknown) => {
      console.error(String(error));
      process.exit(1);
    });
    console.log(`Serving ${shownDir} at http://localhost:${env.port}/ (${env.workers} workers)`);
    return;
  }
  const clicks = await openClickCounter(clicksEnv, (line) => console.error(line));
  const running = await startServer({ ...env, clicks });
  if (cluster.isPrimary) console.log(`Serving ${shownDir} at http://localhost:${running.port}/`);
  const stop = (signal: string): void => {
    if (env.debug) console.log(`${signal}: closing`);
    setTimeout(() => process.exit(1), CLOSE_TIMEOUT_MS + 1000).unref();
    void running.close().then(() => process.exit(0));
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
}

if (import.meta.main) await main();
