/**
 * `/postback/<network>`: a network's conversion call (Impact's partner event notification,
 * Awin's transaction notification, any other through POSTBACK_PARAMS_<NETWORK>) stored as the
 * transaction it names, joined to its click by the click id in its sub-ID, in the same earnings
 * table reports are imported into: a postback and a later report of one transaction count once,
 * and a later call or report moves its state on (earnings-store.ts). GET or POST (form or JSON).
 * Every refusal is one JSON line and writes nothing: unknown network 404, address not allowed
 * 403, wrong or missing secret 401, too many calls 429, a missing or unreadable field 400.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { isIP } from "node:net";
import { EMPTY_REGISTRY } from "#app/affiliate/index.ts";
import type { ClickStore } from "#server/clicks/click-store.ts";
import { attribute } from "#server/clicks/earnings/attribute.ts";
import type { EarningsStore } from "#server/clicks/earnings/earnings-store.ts";
import {
  LAYOUTS,
  NETWORKS,
  stateOf,
  type Layout,
  type Network,
} from "#server/clicks/earnings/networks.ts";
import type { Commission } from "#server/clicks/earnings/read-report.ts";
import { readCents, readDay } from "#server/clicks/earnings/read-values.ts";
import type { PostbackConfig, PostbackField, PostbackNetwork } from "./postback-config.ts";

const POSTBACK_URL = /^\/postback\/([a-z][a-z\d-]*)(?:\?|$)/;

/** The network a `/postback/<network>` request URL names; undefined for any other URL. */
export function postbackNetworkOf(url: string | undefined): string | undefined {
  return POSTBACK_URL.exec(url ?? "")?.[1];
}
const MAX_BODY_BYTES = 16 * 1024;
const CURRENCY = /^[A-Z]{3}$/;

export interface PostbackStores {
  clicks: ClickStore;
  earnings: EarningsStore;
}

export interface PostbackOptions {
  config: PostbackConfig;
  /** Opened on the first call that needs them. */
  stores: () => Promise<PostbackStores>;
  log: (line: string) => void;
  now?: () => number;
}

export type PostbackRoute = (
  req: IncomingMessage,
  res: ServerResponse,
  network: string,
) => Promise<void>;

class Refusal extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export function createPostbackRoute(options: PostbackOptions): PostbackRoute {
  const now = options.now ?? Date.now;
  const calls = new Map<string, { minute: number; count: number }>();
  const overRate = (address: string): boolean => {
    const minute = Math.floor(now() / 60_000);
    if (calls.size > 10_000) {
      for (const [key, value] of calls) if (value.minute !== minute) calls.delete(key);
    }
    const seen = calls.get(address);
    const count = seen?.minute === minute ? seen.count + 1 : 1;
    calls.set(address, { minute, count });
    return count > options.config.ratePerMinute;
  };
  return async (req, res, name) => {
    try {
      const network = options.config.networks.get(name);
      if (!network) throw new Refusal(404, `no postback is configured for "${name}"`);
      if (req.method !== "GET" && req.method !== "POST") {
        res.setHeader("Allow", "GET, POST");
        throw new Refusal(405, "a postback is a GET or a POST");
      }
      const address = clientAddress(req);
      if (network.allow && !allowed(network, address)) {
        throw new Refusal(403, `address ${address} may not call this postback`);
      }
      if (overRate(address)) throw new Refusal(429, "too many postbacks from this address");
      const params = await readParams(req);
      const given = params.get("secret") ?? String(req.headers["x-postback-secret"] ?? "");
      if (!sameSecret(given, network.secret)) throw new Refusal(401, "wrong or missing secret");
      const commission = readCommission(network, params, now());
      const stores = await options.stores();
      const [row] = await attribute([commission], stores.clicks, EMPTY_REGISTRY);
      if (!row) throw new Refusal(500, "the postback could not be read");
      const { added, moved } = await stores.earnings.add([row]);
      const stored = added > 0 ? "added" : moved > 0 ? "moved" : "unchanged";
      answer(res, 200, {
        ok: true,
        network: network.name,
        transaction: row.transactionId,
        state: row.state,
        stored,
        joined: row.slug !== "",
      });
    } catch (error) {
      if (error instanceof Refusal) return answer(res, error.status, { error: error.message });
      options.log(`postback ${name}: ${String(error)}`);
      answer(res, 503, { error: "the earnings store cannot take it now; call again" });
    }
  };
}

/** The route when no network is configured: every call a 404 line. */
export function noPostbacks(log: (line: string) => void): PostbackRoute {
  const config = { networks: new Map(), ratePerMinute: 1 };
  return createPostbackRoute({ config, stores: () => Promise.reject(new Error("none")), log });
}

function answer(res: ServerResponse, status: number, body: object): void {
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-store",
  });
  res.end(`${JSON.stringify(body)}\n`);
}

/** The caller: the socket's address, or behind a proxy on this machine the one it forwarded. */
function clientAddress(req: IncomingMessage): string {
  const socket = (req.socket.remoteAddress ?? "").replace(/^::ffff:/, "");
  const loopback = socket === "127.0.0.1" || socket === "::1";
  const forwarded = String(req.headers["x-forwarded-for"] ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .at(-1);
  return loopback && forwarded && isIP(forwarded) ? forwarded.replace(/^::ffff:/, "") : socket;
}

function allowed(network: PostbackNetwork, address: string): boolean {
  const type = isIP(address) === 6 ? "ipv6" : "ipv4";
  return isIP(address) !== 0 && (network.allow?.check(address, type) ?? true);
}

/** Constant time whatever the lengths: digests of both are compared. */
function sameSecret(given: string, secret: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return given !== "" && timingSafeEqual(digest(given), digest(secret));
}

async function readParams(req: IncomingMessage): Promise<Map<string, string>> {
  const params = new Map(new URL(req.url ?? "/", "http://x").searchParams);
  if (req.method !== "POST") return params;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES)
      throw new Refusal(413, `a postback's body is at most ${MAX_BODY_BYTES} bytes`);
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  const type = String(req.headers["content-type"] ?? "");
  if (type.includes("json")) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new Refusal(400, "the body is not JSON");
    }
    if (json === null || typeof json !== "object" || Array.isArray(json)) {
      throw new Refusal(400, "the body must be a JSON object");
    }
    for (const [key, value] of Object.entries(json)) {
      if (typeof value === "string" || typeof value === "number") params.set(key, String(value));
    }
  } else {
    for (const [key, value] of new URLSearchParams(text)) params.set(key, value);
  }
  return params;
}

function readCommission(
  network: PostbackNetwork,
  params: ReadonlyMap<string, string>,
  at: number,
): Commission {
  const value = (field: PostbackField) => {
    const param = network.params[field];
    return param === undefined ? "" : (params.get(param) ?? "").trim();
  };
  const need = (field: PostbackField) => {
    const found = value(field);
    // An unfilled macro (`{ActionId}`, `!!!commission!!!`) is as good as none.
    if (found === "" || /^(\{.*\}|!!!.*!!!)$/.test(found)) {
      throw new Refusal(400, `missing ${field} (parameter "${network.params[field]}")`);
    }
    return found;
  };
  const transactionId = need("transaction");
  if (transactionId.length > 200) throw new Refusal(400, "the transaction id is too long");
  const amountCents = readCents(need("amount"));
  if (amountCents === undefined) {
    throw new Refusal(400, `amount "${value("amount")}" is not a number`);
  }
  const currency = need("currency").toUpperCase();
  if (!CURRENCY.test(currency)) {
    throw new Refusal(400, `currency "${value("currency")}" is not a three-letter code`);
  }
  const known = (NETWORKS as readonly string[]).includes(network.name);
  const layout: Layout = known ? LAYOUTS[network.name as Network] : {};
  const status = value("status");
  const state = status === "" ? "pending" : stateOf(layout, status);
  if (state === undefined) throw new Refusal(400, `unknown status "${status}"`);
  const rawDay = value("day");
  const day =
    rawDay === "" ? new Date(at).toISOString().slice(0, 10) : readDay(rawDay, layout.slashDays);
  if (day === undefined) throw new Refusal(400, `day "${rawDay}" is not a date`);
  return {
    network: network.name,
    transactionId,
    day,
    amountCents,
    saleCents: readCents(value("sale")) ?? 0,
    orders: 1,
    subId: value("subid"),
    trackingId: "",
    state,
    networkStatus: status,
    currency,
  };
}
