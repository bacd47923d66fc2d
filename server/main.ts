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
import {
  EnvError,
  readClicksEnv,
  readEnvironmentOrExit,
  readSiteEnvOrExit,
} from "#app/config/index.server.ts";
import { CLICKS_CLOSE_TIMEOUT_MS, type ClickCounter } from "./clicks/click-counter.ts";
import { checkClickStore } from "./clicks/check-click-store.ts";
import { openClickCounter } from "./clicks/open-click-counter.ts";
import { startLinkHealth } from "./link-health/start-link-health.ts";
import { readPostbackConfigOrExit } from "./postback/postback-config.ts";
import { startPostbacks } from "./postback/start-postback.ts";
import type { PostbackRoute } from "./postback/postback-route.ts";
import { createRequestHandler, SPA_FALLBACK, type HandlerOptions } from "./requests/app.ts";
import type { LivePages } from "./live-pages/live-pages.ts";
import { startWorkers } from "./start/cluster.ts";
import { buildContentSecurityPolicy, securityHeaders } from "#app/prerender/index.server.ts";

/** How long close() waits for in-flight requests before cutting every connection. */
export const CLOSE_TIMEOUT_MS = 5000;
/** A stop ends the process by then whatever happens: requests, then the last click batch. */
export const STOP_TIMEOUT_MS = CLOSE_TIMEOUT_MS + CLICKS_CLOSE_TIMEOUT_MS + 500;

/**
 * The server's own timeouts, never Node's defaults. A client has 10 s to send its request's
 * headers and 30 s for the whole request (slow-sending clients cannot hold sockets open); an
 * idle keep-alive connection stays 65 s, longer than nginx keeps idle upstream connections
 * (60 s), so nginx never reuses one the server is closing; a socket on which nothing moves for
 * 2 minutes is closed. Timeouts are checked every second.
 */
export const SERVER_TIMEOUTS = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 65_000,
  socketTimeout: 120_000,
  connectionsCheckingInterval: 1000,
} as const;

export type ServerTimeouts = { -readonly [K in keyof typeof SERVER_TIMEOUTS]: number };

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
  /** The header naming the visitor's country for `/go/` links (COUNTRY_HEADER). */
  countryHeader?: string;
  /** `/postback/<network>`; without it every postback answers 404. */
  postback?: PostbackRoute;
  /** See HandlerOptions: tests set 0 to see every change to a build file at once. */
  revalidateMs?: number;
  /** When the sitemap splits into parts (tests); the protocol's limits by default. */
  sitemapLimits?: SitemapLimits;
  /** SERVER_TIMEOUTS unless a test shortens some. */
  timeouts?: Partial<ServerTimeouts>;
  /** See HandlerOptions: where pages published after the build are rendered from, or false. */
  renderFrom?: HandlerOptions["renderFrom"];
  imageCacheDir?: string;
  renderLimits?: HandlerOptions["renderLimits"];
}

export interface RunningServer {
  /** e.g. `http://127.0.0.1:41234/` (the real port, also when 0 was asked). */
  url: string;
  port: number;
  server: http.Server;
  /** Stops accepting, closes idle keep-alive connections, waits for in-flight requests. */
  close: () => Promise<void>;
  /** Pages rendered on demand (their cache), when rendering is on. */
  livePages?: LivePages;
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const host = options.host ?? "127.0.0.1";
  const timeouts = { ...SERVER_TIMEOUTS, ...options.timeouts };
  const handler = createRequestHandler(options);
  const server = http.createServer(
    {
      headersTimeout: timeouts.headersTimeout,
      requestTimeout: timeouts.requestTimeout,
      keepAliveTimeout: timeouts.keepAliveTimeout,
      connectionsCheckingInterval: timeouts.connectionsCheckingInterval,
    },
    handler,
  );
  server.setTimeout(timeouts.socketTimeout);
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
        void Promise.allSettled([handler.close(), options.clicks?.close()]).finally(resolve);
      });
      server.closeIdleConnections();
    });
    return closing;
  };
  return {
    url: `http://${shownHost}:${port}/`,
    port,
    server,
    close,
    livePages: handler.livePages,
  };
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
  const postbackConfig = readPostbackConfigOrExit();
  const shownDir = path.relative(process.cwd(), clientDir) || ".";
  if (
    !existsSync(path.join(clientDir, SPA_FALLBACK)) &&
    !existsSync(path.join(clientDir, "index.html"))
  ) {
    console.error(`No build found in ${shownDir}: run npm run build`);
    process.exit(1);
  }
  if (cluster.isPrimary) {
    const problem = await checkClickStore(clicksEnv);
    if (problem) console.error(problem.message);
    if (problem?.fatal) process.exit(1);
  }
  if (env.workers > 1 && cluster.isPrimary) {
    const started = await startWorkers({
      count: env.workers,
      stopTimeoutMs: STOP_TIMEOUT_MS + 500,
    }).then(
      () => true,
      // startWorkers ends the other workers, then exits 1.
      (error: unknown) => void console.error(String(error)),
    );
    if (started) {
      console.log(`Serving ${shownDir} at http://localhost:${env.port}/ (${env.workers} workers)`);
    }
    return;
  }
  let clicks: ClickCounter;
  try {
    clicks = await openClickCounter(clicksEnv, (line) => console.error(line));
  } catch (error) {
    console.error(`CLICKS_DB: cannot use ${clicksEnv.sqliteFile} (${String(error)})`);
    process.exit(1);
  }
  // Whatever ends the process (a primary gone, an uncaught error), its last batch is written.
  process.once("exit", () => clicks.writeNow());
  const postbacks = startPostbacks(postbackConfig, clicksEnv, (line) => console.error(line));
  const running = await startServer({
    ...env,
    clicks,
    renderFrom: env.buildDir,
    postback: postbacks.route,
  });
  if (cluster.isPrimary) console.log(`Serving ${shownDir} at http://localhost:${running.port}/`);
  // The daily link check, in the background (the click store's lock: one check at a time).
  // Not awaited: a click store that is down must not hold up the start (nor the stop).
  const linkHealth = startLinkHealth(
    clicksEnv,
    env.contentDir,
    (line) => console.error(line),
    readEnvironmentOrExit(),
  );
  let stopping = false;
  const stop = (signal: string): void => {
    // A worker gets Ctrl-C's SIGINT and then the primary's: the second changes nothing.
    if (stopping) return;
    stopping = true;
    if (env.debug) console.log(`${signal}: closing`);
    setTimeout(() => process.exit(1), STOP_TIMEOUT_MS).unref();
    const health = linkHealth.then((started) => started?.stop());
    void Promise.all([running.close().then(() => postbacks.close()), health]).then(() =>
      process.exit(0),
    );
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

if (import.meta.main) await main();
