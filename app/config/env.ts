/**
 * Reads and validates the process environment that the build, the server and the scripts share:
 * each reader picks its variables' fields from the one schema (variables.ts). Invalid values fail
 * fast with a message that names the variable, its value and what it expects.
 */
import path from "node:path";
import * as v from "valibot";
import { localSiteUrl } from "./site-url.ts";
import { readEnvironmentOrExit } from "./environment.ts";
import { EnvError, parseEnv } from "./parse-env.ts";
import {
  variableFields,
  type CONTENT_CHECK_VALUES,
  type SEARCH_INDEX_VALUES,
  type SOCIAL_CARDS_VALUES,
} from "./variables.ts";

export { EnvError };

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
  /**
   * Whether the build waits for the social cards its release lacks (SOCIAL_CARDS=wait, the
   * default: a static host uploads `client/` once it exits) or leaves them to a job (`background`).
   */
  socialCards: (typeof SOCIAL_CARDS_VALUES)[number];
  /**
   * Whether the build writes each page's `.gz` beside its `.br` (PAGE_GZIP=1), for an nginx-static
   * without the brotli_static module, which would otherwise gzip every page as it sends it.
   */
  pageGzip: boolean;
  /** The request header that names the visitor's country for `/go/` links (COUNTRY_HEADER). */
  countryHeader: string;
}

type ContentCheck = (typeof CONTENT_CHECK_VALUES)[number];
type SearchIndexMode = (typeof SEARCH_INDEX_VALUES)[number];

type Env = Record<string, string | undefined>;

/** Cloudflare's country header: what `/go/` links read when COUNTRY_HEADER is not set. */
export const DEFAULT_COUNTRY_HEADER = "cf-ipcountry";

/** The site's variables, in the order they are checked: the first invalid one is reported. */
function siteEnvSchema(cwd: string) {
  const fields = variableFields(cwd);
  return v.pipe(
    v.object({
      PORT: fields.PORT,
      HOST: fields.HOST,
      SITE_URL: fields.SITE_URL,
      CONTENT_DIR: fields.CONTENT_DIR,
      DEBUG: fields.DEBUG,
      BUILD_DIR: fields.BUILD_DIR,
      CONTENT_CHECK: fields.CONTENT_CHECK,
      WORKERS: fields.WORKERS,
      IMAGE_CACHE_DIR: fields.IMAGE_CACHE_DIR,
      SEARCH_INDEX: fields.SEARCH_INDEX,
      SOCIAL_CARDS: fields.SOCIAL_CARDS,
      PAGE_GZIP: fields.PAGE_GZIP,
      COUNTRY_HEADER: fields.COUNTRY_HEADER,
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
      socialCards: env.SOCIAL_CARDS,
      pageGzip: env.PAGE_GZIP,
      countryHeader: env.COUNTRY_HEADER,
    })),
  );
}

export function readSiteEnv(env: Env = process.env, cwd = process.cwd()): SiteEnv {
  return parseEnv(siteEnvSchema(cwd), env);
}

/**
 * `readSiteEnv` for command-line entry points: the whole environment is checked first
 * (`readEnvironmentOrExit`), so an invalid variable of any kind prints the line that names it
 * and exits 1, instead of a stack trace.
 */
export function readSiteEnvOrExit(env: Env = process.env): SiteEnv {
  readEnvironmentOrExit(1, env);
  return readSiteEnv(env);
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

function clicksEnvSchema(cwd: string, served: readonly string[]) {
  const fields = variableFields(cwd);
  const servedFolderOf = (raw: string) => {
    const file = path.resolve(cwd, raw);
    return served.find((dir) => {
      const relative = path.relative(path.resolve(cwd, dir), file);
      return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
    });
  };
  return v.pipe(
    v.object({
      DATABASE_URL: fields.DATABASE_URL,
      CLICKS_DB: v.pipe(
        fields.CLICKS_DB,
        v.check(
          (raw) => servedFolderOf(raw) === undefined,
          (issue) =>
            `CLICKS_DB must be outside the served folder ${servedFolderOf(String(issue.input))}, got "${issue.input}"`,
        ),
      ),
      CLICKS_FLUSH_MS: fields.CLICKS_FLUSH_MS,
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

export { DEFAULT_PRICE_MAX_AGE_DAYS } from "./variables.ts";

const priceEnvSchema = v.object({
  PRICE_MAX_AGE_DAYS: variableFields(".").PRICE_MAX_AGE_DAYS,
});

/** PRICE_MAX_AGE_DAYS: a whole number of days from 1 to 3650 (default 30). */
export function readPriceMaxAgeDays(env: Env = process.env): number {
  return parseEnv(priceEnvSchema, env).PRICE_MAX_AGE_DAYS;
}
