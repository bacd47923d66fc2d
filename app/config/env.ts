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
  /** React Router's build directory, absolute (BUILD_DIR); the site is its `client/`. */
  buildDir: string;
  /** The built site: `client/` inside the build directory. */
  clientDir: string;
  /** What content errors do to a build (CONTENT_CHECK): stop it, or only print them. */
  contentCheck: ContentCheck;
  /** Where the build keeps image variants by content hash (IMAGE_CACHE_DIR), absolute. */
  imageCacheDir: string;
  /** Server processes sharing the port (WORKERS, default 1; node:cluster above 1). */
  workers: number;
}

export const CONTENT_CHECK_VALUES = ["error", "warn"] as const;
export type ContentCheck = (typeof CONTENT_CHECK_VALUES)[number];

export class EnvError extends Error {
  override name = "EnvError";
}

type Env = Record<string, string | undefined>;

/** Default content folder: the demo site that ships in the repository. */
export const DEFAULT_CONTENT_DIR = "content";
/** Default build directory (React Router's `buildDirectory`). */
export const DEFAULT_BUILD_DIR = "build";

export function readSiteEnv(env: Env = process.env, cwd = process.cwd()): SiteEnv {
  const port = readPort(env.PORT);
  const host = env.HOST?.trim() || "127.0.0.1";
  const siteUrl = readSiteUrl(env.SITE_URL ?? `http://localhost:${port}`);
  const contentDir = path.resolve(cwd, env.CONTENT_DIR?.trim() || DEFAULT_CONTENT_DIR);
  const debug = readFlag("DEBUG", env.DEBUG);
  const buildDir = path.resolve(cwd, env.BUILD_DIR?.trim() || DEFAULT_BUILD_DIR);
  const clientDir = path.join(buildDir, "client");
  const contentCheck = readChoice("CONTENT_CHECK", env.CONTENT_CHECK, CONTENT_CHECK_VALUES);
  // Outside the build folder: React Router empties that on every build.
  const workers = readWorkers(env.WORKERS);
  const imageCacheDir = path.resolve(
    cwd,
    env.IMAGE_CACHE_DIR?.trim() || "node_modules/.cache/images",
  );
  return {
    siteUrl,
    contentDir,
    port,
    host,
    debug,
    buildDir,
    clientDir,
    contentCheck,
    imageCacheDir,
    workers,
  };
}

/**
 * `readSiteEnv` for command-line entry points: an invalid variable prints the message that
 * names it and exits 1, instead of a stack trace.
 */
export function readSiteEnvOrExit(env: Env = process.env): SiteEnv {
  try {
    return readSiteEnv(env);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** One of `choices` (the first is the default when unset or blank). */
function readChoice<T extends string>(
  name: string,
  value: string | undefined,
  choices: readonly T[],
): T {
  const text = value?.trim() ?? "";
  if (text === "") return choices[0] as T;
  if ((choices as readonly string[]).includes(text)) return text as T;
  throw new EnvError(`${name} must be one of ${choices.join(", ")}, got "${value}"`);
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

/** Where `/go/` click counts are kept, and how often they are written. */
export interface ClicksEnv {
  /** `postgres://…` when set (DATABASE_URL): counts shared by several servers. */
  databaseUrl?: string;
  /** Absolute path of the SQLite file (CLICKS_DB), used when there is no DATABASE_URL. */
  sqliteFile: string;
  /** Batch interval in ms (CLICKS_FLUSH_MS): the most a `kill -9` can lose. */
  flushMs: number;
}

/** Default SQLite file: beside the build, never inside a folder the server serves. */
export const DEFAULT_CLICKS_DB = "data/clicks.sqlite";

/** `served` are the folders the server sends files from: the database may not be in one. */
export function readClicksEnv(
  env: Env = process.env,
  cwd = process.cwd(),
  served: readonly string[] = [],
): ClicksEnv {
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\/./.test(databaseUrl)) {
    throw new EnvError(`DATABASE_URL must start with postgres:// or postgresql://`);
  }
  const raw = env.CLICKS_DB?.trim() || DEFAULT_CLICKS_DB;
  const sqliteFile = path.resolve(cwd, raw);
  const inside = served.find((dir) => {
    const relative = path.relative(path.resolve(cwd, dir), sqliteFile);
    return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
  });
  if (inside !== undefined) {
    throw new EnvError(`CLICKS_DB must be outside the served folder ${inside}, got "${raw}"`);
  }
  if (raw.endsWith("/") || raw.endsWith(path.sep)) {
    throw new EnvError(`CLICKS_DB must name a file, not a folder, got "${raw}"`);
  }
  const flushRaw = env.CLICKS_FLUSH_MS?.trim() || "1000";
  const flushMs = Number(flushRaw);
  if (!Number.isInteger(flushMs) || flushMs < 10 || flushMs > 600_000) {
    throw new EnvError(
      `CLICKS_FLUSH_MS must be a whole number from 10 to 600000, got "${flushRaw}"`,
    );
  }
  return { ...(databaseUrl && { databaseUrl }), sqliteFile, flushMs };
}

/** Price dates older than this many days are warned about by the content checker. */
export const DEFAULT_PRICE_MAX_AGE_DAYS = 30;

/** PRICE_MAX_AGE_DAYS: a whole number of days from 1 to 3650 (default 30). */
export function readPriceMaxAgeDays(env: Env = process.env): number {
  const raw = env.PRICE_MAX_AGE_DAYS?.trim() ?? "";
  if (raw === "") return DEFAULT_PRICE_MAX_AGE_DAYS;
  const days = Number(raw);
  if (!Number.isInteger(days) || days < 1 || days > 3650) {
    throw new EnvError(`PRICE_MAX_AGE_DAYS must be a whole number from 1 to 3650, got "${raw}"`);
  }
  return days;
}
