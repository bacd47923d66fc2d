/**
 * The dashboard's own HTTP server (`npm run back-office`), apart from the site's: its pages, the
 * JSON API and the CSV downloads, all read from the click store on each request and guarded by
 * auth.ts. Nothing is cached and nothing is indexed.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  clickFigures,
  previousRange,
  type ClickFigures,
  type DateRange,
} from "#server/clicks/click-figures.ts";
import type { ClickStore } from "#server/clicks/click-store.ts";
import { earningsFigures, type EarningsFigures } from "#server/clicks/earnings/earnings-figures.ts";
import type { EarningsStore } from "#server/clicks/earnings/earnings-store.ts";
import type { HealthStore } from "#server/link-health/health-store.ts";
import {
  handleBackOffice,
  isBackOfficePath,
  handleWebhook,
  WEBHOOK_PATH,
  type BackOffice,
} from "#server/back-office/http/routes.ts";
import { createGuard, type Guard } from "./auth.ts";
import { isSignInPath, newsroomGate, setPerson, type Newsroom } from "./newsroom.ts";
import { dropsMark, signIn, signInPage } from "./token-sign-in.ts";
import { renderDashboard, renderRangeError, STYLE_HASH } from "#server/back-office/pages/page.ts";
import { csvName, panelCsv, PANELS, type PanelName } from "#server/back-office/pages/panels.ts";
import {
  earningsCsv,
  EARNINGS_TABLES,
  type EarningsTable,
} from "#server/back-office/pages/earnings-view.ts";
import { readRange } from "#server/back-office/pages/range.ts";

export interface DashboardOptions {
  store: ClickStore;
  /** The commissions imported with `npm run earnings` (none: no earnings shown). */
  earnings?: EarningsStore;
  /** The daily link check's state (none: no broken links shown). */
  health?: HealthStore;
  host: string;
  port: number;
  token?: string;
  log?: (line: string) => void;
  /** The editor (server/back-office/), behind the same sign-in. */
  backOffice?: BackOffice;
  /** The accounts (decision 070): once one exists, people sign in and roles apply. */
  newsroom?: Newsroom;
}

export interface RunningDashboard {
  url: string;
  close(): Promise<void>;
}

const HEADERS = {
  "Cache-Control": "no-store",
  "Content-Security-Policy": `default-src 'none'; style-src '${STYLE_HASH}'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
};

type Reply = (status: number, type: string, body: string, extra?: Record<string, string>) => void;

export async function startDashboard(options: DashboardOptions): Promise<RunningDashboard> {
  const guard = createGuard(options.token, options.newsroom?.path);
  const log = options.log ?? ((line: string) => console.error(line));
  const server = createServer((req, res) => {
    handle(req, res, options, guard, options.backOffice, options.newsroom).catch(
      (error: unknown) => {
        log(
          `dashboard: ${req.method} ${req.url}: ${error instanceof Error ? error.message : String(error)}`,
        );
        if (!res.headersSent)
          replier(req, res)(503, "text/plain", "The click store is not available.\n");
        else res.destroy();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host.includes(":") ? `[${options.host}]` : options.host;
  return {
    url: `http://${host}:${port}/`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function replier(req: IncomingMessage, res: ServerResponse): Reply {
  return (status, type, body, extra = {}) => {
    res.writeHead(status, {
      ...HEADERS,
      "Content-Type": `${type}; charset=utf-8`,
      "Content-Length": Buffer.byteLength(body),
      ...extra,
    });
    res.end(req.method === "HEAD" ? undefined : body);
  };
}

// Long: one request's gates in their order (webhook, host, people or token, role), then its route.
async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  { store, earnings, health }: Pick<DashboardOptions, "store" | "earnings" | "health">,
  guard: Guard,
  backOffice?: BackOffice,
  newsroom?: Newsroom,
): Promise<void> {
  const reply = replier(req, res);
  const url = new URL(req.url ?? "/", "http://dashboard.invalid");
  const path = url.pathname;
  // A push webhook is signed with its own secret (the remote's host sends it, no person).
  if (backOffice && path === WEBHOOK_PATH && req.method === "POST")
    return handleWebhook(req, res, backOffice);
  if (!guard.hostAllowed(req)) {
    return reply(
      403,
      "text/plain",
      "Without BACK_OFFICE_TOKEN the dashboard answers only direct requests to localhost.\n",
    );
  }
  // Once an account exists (or to accept the first invite), people sign in: newsroom.ts.
  const people =
    newsroom !== undefined &&
    ((await newsroom.accounts.hasAccounts()) || (isSignInPath(path) && path !== "/sign-in"));
  if (people) {
    const person = await newsroomGate(req, res, newsroom, guard, path);
    if (person === undefined) return;
  } else if ((path === "/sign-in" || path === "/admin/sign-in") && req.method === "POST") {
    // Before any account: the token's form; the editor's page posts to `/admin/sign-in`.
    return signIn(req, res, guard, reply, HEADERS);
  }
  const access = people ? "ok" : guard.check(req);
  if (!people)
    setPerson(req, {
      role: "admin",
      via: access === "ok" && guard.hasBearer(req) ? "token" : "owner",
    });
  if (access === "token") {
    if (path.startsWith("/api/") || path === "/csv") {
      return reply(401, "application/json", `${JSON.stringify({ error: "unauthorized" })}\n`, {
        "WWW-Authenticate": 'Bearer realm="dashboard"',
      });
    }
    return reply(401, "text/html", signInPage(req, url, guard), {
      "WWW-Authenticate": 'Bearer realm="dashboard"',
    });
  }
  // The cookie came back after the token's sign-in: its mark leaves the address.
  if (!people && dropsMark(req, url)) return reply(303, "text/plain", "", { Location: "./" });
  if (backOffice && isBackOfficePath(path)) return handleBackOffice(req, res, backOffice, path);
  if (req.method !== "GET" && req.method !== "HEAD") {
    return reply(405, "text/plain", "Method Not Allowed\n", { Allow: "GET, HEAD" });
  }
  if (!["/", "/api/clicks", "/api/earnings", "/api/broken-links", "/csv"].includes(path)) {
    return reply(404, "text/plain", "Not Found\n");
  }
  const links = health && (await health.states());
  if (path === "/api/broken-links") {
    const broken = (links ?? []).filter((state) => state.broken);
    return reply(200, "application/json", `${JSON.stringify(broken)}\n`);
  }
  const answer = readRange(url.searchParams);
  if ("error" in answer) {
    if (path === "/") return reply(400, "text/html", renderRangeError(answer.error, readDefault()));
    return reply(400, "application/json", `${JSON.stringify({ error: answer.error })}\n`);
  }
  const money = earnings && (await earningsFigures(store, earnings, answer.range));
  const table = url.searchParams.get("table") ?? "";
  if (path === "/api/earnings" || Object.hasOwn(EARNINGS_TABLES, table)) {
    return sendEarnings(reply, path, table, money, answer.range);
  }
  const figures = await clickFigures(store, answer.range);
  if (path === "/api/clicks") return reply(200, "application/json", `${JSON.stringify(figures)}\n`);
  if (path === "/csv")
    return sendCsv(reply, url.searchParams.get("table") ?? "", figures, answer.range);
  const before = previousRange(answer.range);
  const previous = await clickFigures(store, before);
  const view = {
    ...answer,
    figures,
    previous,
    previousRange: before,
    ...(money && { earnings: money }),
    ...(links && { links }),
  };
  return reply(200, "text/html", renderDashboard(view));
}

function readDefault(): DateRange {
  const answer = readRange(new URLSearchParams());
  return "range" in answer ? answer.range : { from: "", to: "" };
}

function sendCsv(reply: Reply, table: string, figures: ClickFigures, range: DateRange): void {
  if (!Object.hasOwn(PANELS, table)) {
    return reply(400, "text/plain", `table must be one of ${Object.keys(PANELS).join(", ")}\n`);
  }
  const name = table as PanelName;
  reply(200, "text/csv", panelCsv(name, figures), {
    "Content-Disposition": `attachment; filename="${csvName(name, range)}"`,
  });
}

function sendEarnings(
  reply: Reply,
  path: string,
  table: string,
  figures: EarningsFigures | undefined,
  range: DateRange,
): void {
  if (!figures)
    return reply(404, "application/json", `${JSON.stringify({ error: "no earnings store" })}\n`);
  if (path === "/api/earnings")
    return reply(200, "application/json", `${JSON.stringify(figures)}\n`);
  reply(200, "text/csv", earningsCsv(table as EarningsTable, figures), {
    "Content-Disposition": `attachment; filename="${table}-${range.from}-to-${range.to}.csv"`,
  });
}
