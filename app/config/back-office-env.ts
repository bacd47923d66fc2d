/**
 * The back office's environment (`npm run back-office`): where it listens and the token that
 * guards it, BACK_OFFICE_* (the DASHBOARD_* names are still read, with a notice). Private by
 * default: loopback only; any other interface needs BACK_OFFICE_TOKEN.
 */
import { isIP } from "node:net";
import * as v from "valibot";
import { EnvError, parseEnv } from "./parse-env.ts";
import { oldNameIn, withNewNames } from "./environment.ts";
import { MIN_TOKEN_LENGTH, variableFields } from "./variables.ts";

export interface BackOfficeEnv {
  /** Interface it listens on (BACK_OFFICE_HOST, default 127.0.0.1). */
  host: string;
  /** Port (BACK_OFFICE_PORT, default 3100; 0 picks a free one); never the site's PORT. */
  port: number;
  /** The secret every request must carry (BACK_OFFICE_TOKEN), or undefined: loopback only. */
  token?: string;
  /**
   * BACK_OFFICE_ORIGIN: the origin people's browsers use (`https://office.example.com` behind a
   * proxy); passkeys are bound to its host name. Undefined: the request's own Host.
   */
  origin?: string;
  /** BACK_OFFICE_PATH: where the back office sits on that origin (`/`, `/clicks-dashboard/`). */
  path: string;
}

type Env = Record<string, string | undefined>;

const fields = variableFields(".");
const schema = v.object({
  BACK_OFFICE_HOST: fields.BACK_OFFICE_HOST,
  BACK_OFFICE_PORT: fields.BACK_OFFICE_PORT,
  BACK_OFFICE_TOKEN: fields.BACK_OFFICE_TOKEN,
  BACK_OFFICE_ORIGIN: fields.BACK_OFFICE_ORIGIN,
  BACK_OFFICE_PATH: fields.BACK_OFFICE_PATH,
  PORT: fields.PORT,
});

/** `overrides` are the command line's --host and --port, which win over the environment. */
export function readBackOfficeEnv(
  env: Env = process.env,
  overrides: { host?: string; port?: string } = {},
): BackOfficeEnv {
  const named = {
    ...withNewNames(env).env,
    ...(overrides.host !== undefined && { BACK_OFFICE_HOST: overrides.host }),
    ...(overrides.port !== undefined && { BACK_OFFICE_PORT: overrides.port }),
  };
  const name = (variable: string) => oldNameIn(`${variable} `, env).trimEnd();
  let raw;
  try {
    raw = parseEnv(schema, named);
  } catch (error) {
    throw error instanceof EnvError ? new EnvError(oldNameIn(error.message, env)) : error;
  }
  const { BACK_OFFICE_HOST: host, BACK_OFFICE_PORT: port, BACK_OFFICE_TOKEN: token } = raw;
  if (port !== 0 && port === raw.PORT) {
    throw new EnvError(`${name("BACK_OFFICE_PORT")} must not be the site's PORT (${port})`);
  }
  if (token === undefined && !isLoopback(host)) {
    throw new EnvError(
      `${name("BACK_OFFICE_HOST")} ${host} is not a loopback address: set BACK_OFFICE_TOKEN (at least ${MIN_TOKEN_LENGTH} characters) to listen there`,
    );
  }
  const origin = raw.BACK_OFFICE_ORIGIN;
  return {
    host,
    port,
    ...(token !== undefined && { token }),
    ...(origin && { origin }),
    path: raw.BACK_OFFICE_PATH,
  };
}

/** 127.0.0.0/8, ::1 and localhost: reachable only from this machine. */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, "$1").toLowerCase();
  if (bare === "localhost") return true;
  if (isIP(bare) === 4) return bare.startsWith("127.");
  return bare === "::1" || bare === "::ffff:127.0.0.1";
}
