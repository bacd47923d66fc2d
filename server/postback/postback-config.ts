/**
 * Which networks may call `/postback/<network>`, read once from the environment:
 *
 * - `POSTBACK_SECRET_<NETWORK>` (e.g. `POSTBACK_SECRET_IMPACT`): turns the network's postback
 *   on; a call must carry it as `secret=` in the URL (Awin can send nothing else) or in the
 *   `X-Postback-Secret` header.
 * - `POSTBACK_PARAMS_<NETWORK>`: `field=parameter,…` naming the parameters the network's
 *   calls carry (fields: transaction, subid, amount, currency, status, sale, day). Impact's and
 *   Awin's documented names are the defaults; any other network needs transaction, amount and
 *   currency named (subid to be joined to a click).
 * - `POSTBACK_ALLOW` (all networks) and `POSTBACK_ALLOW_<NETWORK>`: addresses or CIDR ranges a
 *   call may come from (none: any address).
 * - `POSTBACK_RATE`: calls a minute one address may make (default 120).
 */
import { BlockList, isIPv6 } from "node:net";

const POSTBACK_FIELDS = [
  "transaction",
  "subid",
  "amount",
  "currency",
  "status",
  "sale",
  "day",
] as const;
export type PostbackField = (typeof POSTBACK_FIELDS)[number];
const REQUIRED_FIELDS: readonly PostbackField[] = ["transaction", "amount", "currency"];

/**
 * The parameters each network's notification carries, as its documentation names the macros
 * the publisher puts in the URL:
 * - impact.com partner event notifications: `{SubId1}`, `{ActionId}`, `{Status}`, `{Payout}`,
 *   `{Currency}`, `{Amount}` (the sale), `{EventDate}`.
 * - Awin transaction notifications: `!!!clickRef!!!`, `!!!transactionId!!!`,
 *   `!!!commission!!!`, `!!!transactionCurrency!!!`, `!!!transactionAmount!!!`,
 *   `!!!transactionDate!!!`; no status (a new transaction is pending).
 * CJ documents no publisher postback (its Commission Detail API is pulled: `npm run earnings`).
 */
const DOCUMENTED_PARAMS: Readonly<Record<string, Partial<Record<PostbackField, string>>>> = {
  impact: {
    subid: "SubId1",
    transaction: "ActionId",
    status: "Status",
    amount: "Payout",
    currency: "Currency",
    sale: "Amount",
    day: "EventDate",
  },
  awin: {
    subid: "clickRef",
    transaction: "transactionId",
    amount: "commission",
    currency: "transactionCurrency",
    sale: "transactionAmount",
    day: "transactionDate",
  },
};

export interface PostbackNetwork {
  name: string;
  secret: string;
  params: Partial<Record<PostbackField, string>>;
  /** Undefined: any address. */
  allow?: BlockList;
}

export interface PostbackConfig {
  networks: ReadonlyMap<string, PostbackNetwork>;
  /** Calls a minute per address. */
  ratePerMinute: number;
}

const NAME = /^[a-z][a-z\d-]{0,31}$/;

/** The configuration, or one line naming the variable that is wrong. */
export function readPostbackConfig(
  env: NodeJS.ProcessEnv = process.env,
): PostbackConfig | { error: string } {
  const networks = new Map<string, PostbackNetwork>();
  const shared = env.POSTBACK_ALLOW?.trim() ? readAllow("POSTBACK_ALLOW", env.POSTBACK_ALLOW) : [];
  if ("error" in shared) return shared;
  for (const [key, value] of Object.entries(env)) {
    const match = /^POSTBACK_SECRET_([A-Z][A-Z\d_]*)$/.exec(key);
    if (!match?.[1] || value === undefined) continue;
    const name = match[1].toLowerCase().replaceAll("_", "-");
    if (!NAME.test(name)) return { error: `${key}: the network's name must be letters and digits` };
    if (value.length < 16) {
      return {
        error: `${key} must be at least 16 characters (a random string), got ${value.length}`,
      };
    }
    const suffix = match[1];
    const params = readParams(`POSTBACK_PARAMS_${suffix}`, env[`POSTBACK_PARAMS_${suffix}`], name);
    if ("error" in params) return params;
    const own = env[`POSTBACK_ALLOW_${suffix}`]?.trim()
      ? readAllow(`POSTBACK_ALLOW_${suffix}`, env[`POSTBACK_ALLOW_${suffix}`] ?? "")
      : [];
    if ("error" in own) return own;
    const ranges = [...shared, ...own];
    const network: PostbackNetwork = { name, secret: value, params };
    if (ranges.length > 0) network.allow = blockList(ranges);
    networks.set(name, network);
  }
  const rate = env.POSTBACK_RATE?.trim() || "120";
  const ratePerMinute = Number(rate);
  if (!Number.isInteger(ratePerMinute) || ratePerMinute < 1) {
    return { error: `POSTBACK_RATE must be a whole number of calls a minute, got "${rate}"` };
  }
  return { networks, ratePerMinute };
}

function readParams(
  variable: string,
  raw: string | undefined,
  name: string,
): Partial<Record<PostbackField, string>> | { error: string } {
  const params: Partial<Record<PostbackField, string>> = { ...DOCUMENTED_PARAMS[name] };
  for (const pair of (raw ?? "").split(",").filter((part) => part.trim() !== "")) {
    const [field = "", param = ""] = pair.split("=").map((part) => part.trim());
    if (!(POSTBACK_FIELDS as readonly string[]).includes(field) || param === "") {
      return {
        error: `${variable} takes field=parameter pairs (fields: ${POSTBACK_FIELDS.join(", ")}), got "${pair}"`,
      };
    }
    params[field as PostbackField] = param;
  }
  const missing = REQUIRED_FIELDS.filter((field) => params[field] === undefined);
  if (missing.length > 0) {
    return { error: `${variable} must name the parameters for ${missing.join(", ")}` };
  }
  return params;
}

type Range = { address: string; prefix?: number };

function readAllow(variable: string, raw: string): Range[] | { error: string } {
  const ranges: Range[] = [];
  for (const item of raw
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address = "", bits] = item.split("/");
    const prefix = bits === undefined ? undefined : Number(bits);
    const list = new BlockList();
    try {
      const type = isIPv6(address) ? "ipv6" : "ipv4";
      if (prefix === undefined) list.addAddress(address, type);
      else list.addSubnet(address, prefix, type);
    } catch {
      return { error: `${variable}: "${item}" is not an address or a CIDR range` };
    }
    ranges.push(prefix === undefined ? { address } : { address, prefix });
  }
  return ranges;
}

function blockList(ranges: readonly Range[]): BlockList {
  const list = new BlockList();
  for (const { address, prefix } of ranges) {
    const type = isIPv6(address) ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, prefix, type);
  }
  return list;
}

/** The postback variables, or their one line on stderr and exit code 1 (the server's start). */
export function readPostbackConfigOrExit(env: NodeJS.ProcessEnv = process.env): PostbackConfig {
  const config = readPostbackConfig(env);
  if (!("error" in config)) return config;
  console.error(config.error);
  process.exit(1);
}
