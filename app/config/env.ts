/**
 * Reads and validates the process environment that the build, the server and the scripts share,
 * through one valibot schema per reader (the kinds of variable are in env-fields.ts). Invalid
 * values fail fast with a message that names the variable and what it expects.
 */
import path from "node:path";
import * as v from "valibot";
import { choice, flag, folder, headerName, siteUrl, text, wholeNumber } from "./env-fields.ts";
import { DEFAULT_PORT, localSiteUrl } from "./site-url.ts";

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
  /**
   * Whether an incremental build waits for its search index (SEARCH_INDEX=wait, the default) or
   * ends and lets the index follow (`background`).
   */
  searchIndex: SearchIndexMode;
  /** The request header that names the visitor's country for `/go/` links (COUNTRY_HEADER). */
  countryHeader: string;
}

const CONTENT_CHECK_VALUES = ["error", "warn"] as const;
type ContentCheck = (typeof CONTENT_CHECK_VALUES)[number];
const SEARCH_INDEX_VALUES = ["wait", "background"] as const;
type SearchIndexMode = (typeof SEARCH_INDEX_VALUES)[number];

export class EnvError extends Error {
  override name = "EnvError";
}

type Env = Record<string, string | undefined>;

/** Default content folder: the demo site that ships in the repository. */
export const DEFAULT_CONTENT_DIR = "content";
/** Cloudflare's country header: what `/go/` links read when COUNTRY_HEADER is not set. */
export const DEFAULT_COUNTRY_HEADER = "cf-ipcountry";
/** Default build directory (React Router's `buildDirectory`). */
const DEFAULT_BUILD_DIR = "build";
const MAX_WORKERS = 64;

/** The variables in the order they are checked: the first invalid one is the one reported. */
function siteEnvSchema(cwd: string) {
  return v.pipe(
    v.object({
      PORT: wholeNumber("PORT", 0, 65535, DEFAULT_PORT),
      HOST: text("127.0.0.1"),
      SITE_URL: v.optional(siteUrl),
      CONTENT_DIR: folder(cwd, DEFAULT_CONTENT_DIR),
      DEBUG: flag("DEBUG"),
      BUILD_DIR: folder(cwd, DEFAULT_BUILD_DIR),
      CONTENT_CHECK: choice("CONTENT_CHECK", CONTENT_CHECK_VALUES),
      WORKERS: wholeNumber("WORKERS", 1, MAX_WORKERS, 1),
      // Outside the build folder: React Router empties that on every build.
      IMAGE_CACHE_DIR: folder(cwd, "node_modules/.cache/images"),
      SEARCH_INDEX: choice("SEARCH_INDEX", SEARCH_INDEX_VALUES),
      COUNTRY_HEADER: headerName("COUNTRY_HEADER", DEFAULT_COUNTRY_HEADER),
    }),
    v.transform((env): SiteEnv => ({
      siteUrl: env.SITE_URL ?? localSiteUrl(env.PORT),
      contentDir: env.CONTENT_DIR,
      port: env.PORT,
      host: env.HOST,
      debug: env.DEBUG,
      buildDir: env.BUILD_DIR,
      clientDir: path.join(env.BUILD_DIR, "client"),
      contentCheck: env.CONTENT_CHECK,
      imageCacheDir: env.IMAGE_CACHE_DIR,
      workers: env.WORKERS,
      searchIndex: env.SEARCH_INDEX,
      countryHeader: env.COUNTRY_HEADER,
    })),
  );
}

/** `env` through `schema`; the first invalid variable throws an EnvError with its message. */
export function parseEnv<const S extends v.GenericSchema>(schema: S, env: Env): v.InferOutput<S> {
  const result = v.safeParse(schema, env, { abortEarly: true });
  if (!result.success) throw new EnvError(result.issues[0].message);
  return result.output;
}

export function readSiteEnv(env: Env = process.env, cwd = process.cwd()): SiteEnv {
  return parseEnv(siteEnvSchema(cwd), env);
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

function clicksEnvSchema(cwd: string, served: readonly string[]) {
  const servedFolderOf = (raw: string) => {
    const file = path.resolve(cwd, raw);
    return served.find((dir) => {
      const relative = path.relative(path.resolve(cwd, dir), file);
      return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
    });
  };
  return v.pipe(
    v.object({
      DATABASE_URL: v.pipe(
        v.optional(v.string(), ""),
        v.transform((value) => value.trim() || undefined),
        v.check(
          (value) => value === undefined || /^postgres(ql)?:\/\/./.test(value),
          "DATABASE_URL must start with postgres:// or postgresql://",
        ),
      ),
      CLICKS_DB: v.pipe(
        text(DEFAULT_CLICKS_DB),
        v.check(
          (raw) => servedFolderOf(raw) === undefined,
          (issue) =>
            `CLICKS_DB must be outside the served folder ${servedFolderOf(String(issue.input))}, got "${issue.input}"`,
        ),
        v.check(
          (raw) => !raw.endsWith("/") && !raw.endsWith(path.sep),
          (issue) => `CLICKS_DB must name a file, not a folder, got "${issue.input}"`,
        ),
      ),
      CLICKS_FLUSH_MS: wholeNumber("CLICKS_FLUSH_MS", 10, 600_000, 1000, true),
    }),
    v.transform((env): ClicksEnv => ({
      ...(env.DATABASE_URL && { databaseUrl: env.DATABASE_URL }),
      sqliteFile: path.resolve(cwd, env.CLICKS_DB),
      flushMs: env.CLICKS_FLUSH_MS,
    })),
  );
}

/** `served` are the folders the server sends files from: the database may not be in one. */
export function readClicksEnv(
  env: Env = process.env,
  cwd = process.cwd(),
  served: readonly string[] = [],
): ClicksEnv {
  return parseEnv(clicksEnvSchema(cwd, served), env);
}

/** Price dates older than this many days are warned about by the content checker. */
export const DEFAULT_PRICE_MAX_AGE_DAYS = 30;

const priceEnvSchema = v.object({
  PRICE_MAX_AGE_DAYS: wholeNumber("PRICE_MAX_AGE_DAYS", 1, 3650, DEFAULT_PRICE_MAX_AGE_DAYS, true),
});

/** PRICE_MAX_AGE_DAYS: a whole number of days from 1 to 3650 (default 30). */
export function readPriceMaxAgeDays(env: Env = process.env): number {
  return parseEnv(priceEnvSchema, env).PRICE_MAX_AGE_DAYS;
}
