/**
 * Reads and validates the process environment that the build, the server and the scripts share.
 * Invalid values fail fast with a message that names the variable and what it expects.
 */
import path from "node:path";

export interface SiteEnv {
  /** Public base URL of the site, no trailing slash (SITE_URL). */
  siteUrl: string;
  /** Absolute path of the content folder (CONTENT_DIR). */
  contentDir: string;
  /** Port the server listens on (PORT). */
  port: number;
  /** Interface the server binds to (HOST). */
  host: string;
  /** Extra console output (DEBUG=1). */
  debug: boolean;
  /** Server processes sharing the port (WORKERS, default 1; node:cluster above 1). */
  workers: number;
}

export class EnvError extends Error {
  override name = "EnvError";
}

type Env = Record<string, string | undefined>;

/** Default content folder: the demo site that ships in the repository. */
export const DEFAULT_CONTENT_DIR = "content";

export function readSiteEnv(env: Env = process.env, cwd = process.cwd()): SiteEnv {
  const port = readPort(env.PORT);
  const host = env.HOST?.trim() || "127.0.0.1";
  const siteUrl = readSiteUrl(env.SITE_URL ?? `http://localhost:${port}`);
  const contentDir = path.resolve(cwd, env.CONTENT_DIR?.trim() || DEFAULT_CONTENT_DIR);
  const debug = readFlag("DEBUG", env.DEBUG);
  const workers = readWorkers(env.WORKERS);
  return { siteUrl, contentDir, port, host, debug, workers };
}

function readPort(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new EnvError(`PORT must be a whole number from 0 to 65535, got "${value}"`);
  }
  return port;
}

export const MAX_WORKERS = 64;

function readWorkers(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return 1;
  const workers = Number(value);
  if (!Number.isInteger(workers) || workers < 1 || workers > MAX_WORKERS) {
    throw new EnvError(`WORKERS must be a whole number from 1 to ${MAX_WORKERS}, got "${value}"`);
  }
  return workers;
}

function readSiteUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new EnvError(`SITE_URL must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new EnvError(`SITE_URL must start with http:// or https://, got "${value}"`);
  }
  if (url.search || url.hash || /[?#]/.test(value)) {
    throw new EnvError(`SITE_URL must not have a query or fragment, got "${value}"`);
  }
  return url.href.replace(/\/+$/, "");
}

function readFlag(name: string, value: string | undefined): boolean {
  if (value === undefined || value === "") return false;
  if (["1", "true", "yes"].includes(value.toLowerCase())) return true;
  if (["0", "false", "no"].includes(value.toLowerCase())) return false;
  throw new EnvError(`${name} must be 1/true/yes or 0/false/no, got "${value}"`);
}
