/**
 * The click dashboard's environment (`npm run back-office`): where it listens and the token that
 * guards it. Private by default: loopback only; any other interface needs DASHBOARD_TOKEN.
 */
import { isIP } from "node:net";
import * as v from "valibot";
import { text, wholeNumber } from "./env-fields.ts";
import { DEFAULT_PORT } from "./site-url.ts";
import { EnvError, parseEnv } from "./env.ts";

export interface DashboardEnv {
  /** Interface it listens on (DASHBOARD_HOST, default 127.0.0.1). */
  host: string;
  /** Port (DASHBOARD_PORT, default 3100; 0 picks a free one); never the site's PORT. */
  port: number;
  /** The secret every request must carry (DASHBOARD_TOKEN), or undefined: loopback only. */
  token?: string;
  /**
   * BACK_OFFICE_ORIGIN: the origin people's browsers use (`https://office.example.com` behind a
   * proxy); passkeys are bound to its host name. Undefined: the request's own Host.
   */
  origin?: string;
}

const MIN_TOKEN_LENGTH = 24;
const DEFAULT_DASHBOARD_PORT = 3100;

type Env = Record<string, string | undefined>;

const schema = v.object({
  DASHBOARD_HOST: text("127.0.0.1"),
  DASHBOARD_PORT: wholeNumber("DASHBOARD_PORT", 0, 65535, DEFAULT_DASHBOARD_PORT, true),
  DASHBOARD_TOKEN: v.pipe(
    v.optional(v.string(), ""),
    v.check(
      (value) => value === "" || value.length >= MIN_TOKEN_LENGTH,
      `DASHBOARD_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters`,
    ),
    v.transform((value) => value || undefined),
  ),
  PORT: wholeNumber("PORT", 0, 65535, DEFAULT_PORT),
  BACK_OFFICE_ORIGIN: v.pipe(
    v.optional(v.string(), ""),
    v.check(
      (value) => value === "" || /^https?:\/\/[^/\s]+$/.test(value),
      "BACK_OFFICE_ORIGIN must be an origin such as https://office.example.com (no path)",
    ),
  ),
});

/** `overrides` are the command line's --host and --port, which win over the environment. */
export function readDashboardEnv(
  env: Env = process.env,
  overrides: { host?: string; port?: string } = {},
): DashboardEnv {
  const raw = parseEnv(schema, {
    ...env,
    ...(overrides.host !== undefined && { DASHBOARD_HOST: overrides.host }),
    ...(overrides.port !== undefined && { DASHBOARD_PORT: overrides.port }),
  });
  const { DASHBOARD_HOST: host, DASHBOARD_PORT: port, DASHBOARD_TOKEN: token } = raw;
  if (port !== 0 && port === raw.PORT) {
    throw new EnvError(`DASHBOARD_PORT must not be the site's PORT (${port})`);
  }
  if (token === undefined && !isLoopback(host)) {
    throw new EnvError(
      `DASHBOARD_HOST ${host} is not a loopback address: set DASHBOARD_TOKEN (at least ${MIN_TOKEN_LENGTH} characters) to listen there`,
    );
  }
  const origin = raw.BACK_OFFICE_ORIGIN || undefined;
  return { host, port, ...(token !== undefined && { token }), ...(origin && { origin }) };
}

/** 127.0.0.0/8, ::1 and localhost: reachable only from this machine. */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, "$1").toLowerCase();
  if (bare === "localhost") return true;
  if (isIP(bare) === 4) return bare.startsWith("127.");
  return bare === "::1" || bare === "::ffff:127.0.0.1";
}
