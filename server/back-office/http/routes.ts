/**
 * Long: the back office's routes and the checks around each proxy action (roles, review,
 *   commit author, webhook); the webhook would move to a file of its own.
 * The back office's HTTP side, mounted in the dashboard's server behind its sign-in: `/admin/`
 * (the editor's page and bundle, built by `npm run build:admin`), `/admin/config.yml`, and
 * `POST /api/cms`, the editor's proxy protocol. Every answer of `/api/cms` is JSON, an error
 * `{"error"}`; a state-changing request from another site is refused (Origin and Fetch Metadata
 * checked, JSON required: a cross-site form can send neither).
 */
import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { cmsConfigYaml } from "./cms-config.ts";
import type { ContentStore } from "#server/back-office/proxy/content-store.ts";
import { BackOfficeError } from "#server/back-office/proxy/errors.ts";
import { answerAction } from "#server/back-office/proxy/proxy-actions.ts";
import { commitAuthor } from "#server/back-office/proxy/versions.ts";
import type { ContentRemote } from "#server/back-office/proxy/content-remote.ts";
import { webhookIsSigned } from "#server/back-office/proxy/webhook-signature.ts";
import { restoreFromForm, versionsPage } from "#server/back-office/pages/versions-page.ts";
import type { AccountStore } from "#server/back-office/accounts/account-store.ts";
import {
  authorizeAction,
  fileRefusal,
  recordSave,
  type Person,
} from "#server/back-office/accounts/roles.ts";
import { currentAccount, personOf } from "./newsroom.ts";

export interface BackOffice {
  store: ContentStore;
  /** The built editor (ADMIN_BUILD_DIR). */
  adminDir: string;
  log: (line: string) => void;
  /** The accounts: who owns an entry, the review queue (decision 070). */
  accounts?: AccountStore;
  /** CONTENT_GIT_REMOTE's pushes and pulls, when it is set. */
  remote?: ContentRemote;
  /** BACK_OFFICE_GIT_WEBHOOK_SECRET: a push webhook signed with it pulls at once. */
  webhookSecret?: string;
}

/** Without a person (a test's direct call): the owner, who may do everything. */
const OWNER: Person = { role: "admin", via: "owner" };

/** A 20 MB image in base64 inside JSON, and a little more. */
const MAX_BODY_BYTES = 28 * 1024 * 1024;

const ADMIN_CSP = [
  "default-src 'self'",
  // Decap's prebuilt bundle evaluates code (its dependencies') and compiles WebAssembly.
  "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  // A photo uploaded in the editor is held as a blob: URL and read back from it to be saved.
  "connect-src 'self' blob:",
  "frame-src 'self' blob:",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join("; ");

const PRIVATE = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
};

function sendJson(
  res: ServerResponse,
  status: number,
  value: unknown,
  extra: Record<string, string> = {},
): void {
  const body = `${JSON.stringify(value)}\n`;
  res.writeHead(status, {
    ...PRIVATE,
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    ...extra,
  });
  res.end(body);
}

export const WEBHOOK_PATH = "/api/content-git/push";

/**
 * `POST /api/content-git/push`, the remote's push webhook: signed with
 * BACK_OFFICE_GIT_WEBHOOK_SECRET (no sign-in: the git host has no token), it pulls at once.
 */
export async function handleWebhook(
  req: IncomingMessage,
  res: ServerResponse,
  office: BackOffice,
): Promise<void> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_WEBHOOK_BYTES) return sendJson(res, 413, { error: "too large" });
    chunks.push(chunk as Buffer);
  }
  const { remote, webhookSecret } = office;
  if (remote === undefined || webhookSecret === undefined)
    return sendJson(res, 404, { error: "no CONTENT_GIT_REMOTE or BACK_OFFICE_GIT_WEBHOOK_SECRET" });
  if (!webhookIsSigned(webhookSecret, req.headers, Buffer.concat(chunks)))
    return sendJson(res, 401, { error: "the webhook's signature does not match" });
  await remote.sync();
  const problem = remote.problem();
  return sendJson(res, problem ? 502 : 200, problem ? { error: problem } : { message: "pulled" });
}

const MAX_WEBHOOK_BYTES = 1024 * 1024;

/** True when the path is the back office's (whether or not it answered it well). */
export function isBackOfficePath(pathname: string): boolean {
  return pathname === "/api/cms" || pathname === "/admin" || pathname.startsWith("/admin/");
}

export async function handleBackOffice(
  req: IncomingMessage,
  res: ServerResponse,
  office: BackOffice,
  pathname: string,
): Promise<void> {
  if (pathname === "/api/cms") return handleApi(req, res, office);
  if (pathname === "/admin/versions/restore" && req.method === "POST") {
    return asAuthor(req, () =>
      restoreFromForm(req, res, office.store, (file) => fileRefusal(personOf(req) ?? OWNER, file)),
    );
  }
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, {
      ...PRIVATE,
      Allow: "GET, HEAD",
      "Content-Type": "text/plain; charset=utf-8",
    });
    return void res.end("Method Not Allowed\n");
  }
  if (pathname === "/admin") {
    res.writeHead(308, { ...PRIVATE, Location: "/admin/" });
    return void res.end();
  }
  if (pathname === "/admin/versions") {
    return versionsPage(
      res,
      office.store,
      new URL(req.url ?? "/", "http://x").searchParams,
      office.remote,
    );
  }
  const name = pathname === "/admin/" ? "index.html" : pathname.slice("/admin/".length);
  if (name === "config.yml")
    return sendFile(req, res, "text/yaml", cmsConfigYaml((personOf(req) ?? OWNER).role));
  if (!/^[\w-]+(\.[\w-]+)*\.(html|js|wasm)$/.test(name))
    return sendFile(req, res, "text/plain", "Not Found\n", 404);
  const bytes = await readFile(path.join(office.adminDir, name)).catch(() => undefined);
  if (bytes === undefined) {
    const missing = name === "index.html";
    const text = missing
      ? "The editor is not built: run `npm run build:admin`, then reload.\n"
      : "Not Found\n";
    return sendFile(req, res, "text/plain", text, missing ? 503 : 404);
  }
  const type = name.endsWith(".html")
    ? "text/html"
    : name.endsWith(".js")
      ? "text/javascript"
      : "application/wasm";
  return sendFile(req, res, type, bytes);
}

function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  type: string,
  body: string | Buffer,
  status = 200,
): void {
  const charset = type === "application/wasm" ? "" : "; charset=utf-8";
  res.writeHead(status, {
    ...PRIVATE,
    "Content-Security-Policy": ADMIN_CSP,
    "Content-Type": `${type}${charset}`,
    "Content-Length": Buffer.byteLength(body),
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

/** Why a request that changes state is refused as cross-site, or undefined. */
function crossSite(req: IncomingMessage): string | undefined {
  const site = req.headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin" && site !== "none")
    return `a ${site} request is refused`;
  const origin = req.headers.origin;
  if (origin !== undefined) {
    const host = req.headers["x-forwarded-host"] ?? req.headers.host ?? "";
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      return `the Origin "${origin}" is not this back office`;
    }
    if (originHost !== host) return `the Origin "${origin}" is not this back office`;
  }
  if (!/^application\/json\b/i.test(req.headers["content-type"] ?? ""))
    return "the request must be JSON (Content-Type: application/json)";
  return undefined;
}

async function handleApi(
  req: IncomingMessage,
  res: ServerResponse,
  office: BackOffice,
): Promise<void> {
  if (req.method !== "POST")
    return sendJson(res, 405, { error: "POST the action as JSON" }, { Allow: "POST" });
  const refused = crossSite(req);
  if (refused !== undefined) return sendJson(res, 403, { error: refused });
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES)
      return sendJson(
        res,
        413,
        { error: "the request is over 28 MB (an image may have 20 MB)" },
        { Connection: "close" },
      );
    chunks.push(chunk);
  }
  let body: unknown;
  try {
    body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    return sendJson(res, 400, { error: "the request body is not JSON" });
  }
  const person = personOf(req) ?? OWNER;
  try {
    const files = await authorizeAction(person, body, office.store, office.accounts);
    if (isReviewQueue(body))
      return sendJson(res, 200, (await office.accounts?.reviewQueue()) ?? []);
    const answer = await asAuthor(req, () => answerAction(office.store, body));
    await recordSave(person, body, files, office.accounts);
    sendJson(res, 200, answer);
  } catch (error) {
    if (error instanceof BackOfficeError)
      return sendJson(res, error.status, { error: error.message });
    const message = error instanceof Error ? error.message : String(error);
    office.log(`back office: ${describe(body)}: ${message}`);
    sendJson(res, 500, { error: `the server could not do it: ${message}` });
  }
}

/**
 * Runs `act` with the signed-in account as the author of the commits it makes (decision 071);
 * the machine token and the owner before accounts commit as BACK_OFFICE_GIT_AUTHOR.
 */
function asAuthor<T>(req: IncomingMessage, act: () => Promise<T>): Promise<T> {
  const account = currentAccount(req);
  return account ? commitAuthor.run(`${account.name} <${account.email}>`, act) : act();
}

/** Our own action: the entries writers submitted (status `review`), oldest first. */
const isReviewQueue = (body: unknown) =>
  typeof body === "object" &&
  body !== null &&
  (body as { action?: unknown }).action === "reviewQueue";

function describe(body: unknown): string {
  const action =
    typeof body === "object" && body !== null ? (body as { action?: unknown }).action : undefined;
  return typeof action === "string" ? action : "request";
}
