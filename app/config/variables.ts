/**
 * Every environment variable the site's processes read, in one valibot schema: what each accepts
 * (`variableFields`), its default and meaning as the README's table shows them
 * (`VARIABLE_DOCS`, tested against README.md), and the back office's old names. The readers of
 * env.ts and back-office-env.ts take their fields from here; `readEnvironment` checks them all
 * at once, which each process does at its start (decision 065).
 * Long: one schema entry and one README row per variable, together, is what the file is for.
 */
import * as v from "valibot";
import {
  choice,
  duration,
  flag,
  folder,
  headerName,
  optionalHttpUrl,
  optionalWholeNumber,
  origin,
  secret,
  siteUrl,
  text,
  urlPath,
  wholeNumber,
} from "./env-fields.ts";
import { DEFAULT_PORT } from "./site-url.ts";

export const CONTENT_CHECK_VALUES = ["error", "warn"] as const;
export const SEARCH_INDEX_VALUES = ["wait", "background"] as const;
export const SOCIAL_CARDS_VALUES = ["wait", "background"] as const;
export const MIN_TOKEN_LENGTH = 24;
const DAY_MS = 86_400_000;
/** Price dates older than this many days are warned about by the content checker. */
export const DEFAULT_PRICE_MAX_AGE_DAYS = 30;

/** Each variable's schema, in the README's order: the first invalid one is the one reported. */
export function variableFields(cwd: string) {
  return {
    SITE_URL: v.optional(siteUrl),
    CONTENT_DIR: folder(cwd, "content"),
    PORT: wholeNumber("PORT", 0, 65535, DEFAULT_PORT),
    HOST: text("127.0.0.1"),
    BUILD_DIR: folder(cwd, "build"),
    // Outside the build folder: React Router empties that on every build.
    IMAGE_CACHE_DIR: folder(cwd, "node_modules/.cache/images"),
    CONTENT_CHECK: choice("CONTENT_CHECK", CONTENT_CHECK_VALUES),
    CLICKS_DB: v.pipe(
      text("data/clicks.sqlite"),
      v.check(
        (raw) => !raw.endsWith("/") && !raw.endsWith("\\"),
        (issue) => `CLICKS_DB must name a file, not a folder, got "${issue.input}"`,
      ),
    ),
    DATABASE_URL: v.pipe(
      v.optional(v.string(), ""),
      v.transform((value) => value.trim() || undefined),
      v.check(
        (value) => value === undefined || /^postgres(ql)?:\/\/./.test(value),
        // The value may hold a password: the message gives only its scheme.
        (issue) =>
          `DATABASE_URL must start with postgres:// or postgresql://, got "${String(issue.input).split("//")[0]}//…"`,
      ),
    ),
    CLICKS_FLUSH_MS: wholeNumber("CLICKS_FLUSH_MS", 10, 600_000, 1000, true),
    PRICE_MAX_AGE_DAYS: wholeNumber(
      "PRICE_MAX_AGE_DAYS",
      1,
      3650,
      DEFAULT_PRICE_MAX_AGE_DAYS,
      true,
    ),
    WORKERS: wholeNumber("WORKERS", 1, 64, 1),
    DEBUG: flag("DEBUG"),
    SEARCH_INDEX: choice("SEARCH_INDEX", SEARCH_INDEX_VALUES),
    SOCIAL_CARDS: choice("SOCIAL_CARDS", SOCIAL_CARDS_VALUES),
    PAGE_GZIP: flag("PAGE_GZIP"),
    COUNTRY_HEADER: headerName("COUNTRY_HEADER", "cf-ipcountry"),
    BACK_OFFICE_HOST: text("127.0.0.1"),
    BACK_OFFICE_PORT: wholeNumber("BACK_OFFICE_PORT", 0, 65535, 3100, true),
    BACK_OFFICE_TOKEN: secret("BACK_OFFICE_TOKEN", MIN_TOKEN_LENGTH),
    BACK_OFFICE_ORIGIN: origin("BACK_OFFICE_ORIGIN"),
    BACK_OFFICE_PATH: urlPath("BACK_OFFICE_PATH"),
    CONTENT_VERSIONS_DIR: folder(cwd, "data/versions"),
    ADMIN_BUILD_DIR: folder(cwd, "admin-build"),
    BACK_OFFICE_GIT_DIR: text(""),
    BACK_OFFICE_GIT_AUTHOR: v.pipe(
      text("Site owner <owner@localhost>"),
      v.check(
        (value) => /^[^<>\n]+ <[^<>\s]+>$/.test(value),
        (issue) => `BACK_OFFICE_GIT_AUTHOR must read "Name <email>", got "${String(issue.input)}"`,
      ),
    ),
    CONTENT_GIT_REMOTE: text(""),
    BACK_OFFICE_GIT_PULL_SECONDS: wholeNumber("BACK_OFFICE_GIT_PULL_SECONDS", 1, 3600, 30, true),
    BACK_OFFICE_GIT_WEBHOOK_SECRET: v.pipe(
      text(""),
      v.check(
        (value) => value === "" || value.length >= MIN_TOKEN_LENGTH,
        `BACK_OFFICE_GIT_WEBHOOK_SECRET must be at least ${MIN_TOKEN_LENGTH} characters`,
      ),
    ),
    LINK_CHECK_INTERVAL: duration("LINK_CHECK_INTERVAL", DAY_MS, 60_000),
    LINK_ALERT_WEBHOOK: optionalHttpUrl("LINK_ALERT_WEBHOOK"),
    RENDER_WORKER_HEAP_MB: optionalWholeNumber("RENDER_WORKER_HEAP_MB", 65_536),
  };
}

export type VariableName = keyof ReturnType<typeof variableFields>;
export type Environment = v.InferOutput<
  v.ObjectSchema<ReturnType<typeof variableFields>, undefined>
>;

/** The README's "Environment" table, row by row: the default as shown and the meaning. */
export const VARIABLE_DOCS: Record<VariableName, { default: string; meaning: string }> = {
  SITE_URL: {
    default: "`http://localhost:$PORT`",
    meaning:
      "public base URL: canonical links, share links, `{{baseUrl}}` in content (baked in at build time)",
  },
  CONTENT_DIR: { default: "`content`", meaning: "the content folder the build and the server use" },
  PORT: { default: "`3000`", meaning: "server port" },
  HOST: {
    default: "`127.0.0.1`",
    meaning: "interface the server binds to (`0.0.0.0` to expose it)",
  },
  BUILD_DIR: {
    default: "`build`",
    meaning:
      "the build directory; the site is its `client/`, the incremental build's state and caches sit beside it",
  },
  IMAGE_CACHE_DIR: {
    default: "`node_modules/.cache/images`",
    meaning:
      "the build's image variants by content hash (the image manifest is in the build folder)",
  },
  CONTENT_CHECK: {
    default: "`error`",
    meaning: "`error` stops a build on content errors; `warn` lets it go ahead, printing them",
  },
  CLICKS_DB: {
    default: "`data/clicks.sqlite`",
    meaning: "SQLite file for `/go/` click counts (never inside the build or content folder)",
  },
  DATABASE_URL: {
    default: "none",
    meaning: "`postgres://…`: keep click counts in Postgres instead (several servers)",
  },
  CLICKS_FLUSH_MS: {
    default: "`1000`",
    meaning: "click batch interval (10 to 600000): the most a `kill -9` can lose",
  },
  PRICE_MAX_AGE_DAYS: {
    default: "`30`",
    meaning: "the content checker warns about product `priceDate`s older than this (1 to 3650)",
  },
  WORKERS: { default: "`1`", meaning: "server processes sharing the port (node:cluster), 1 to 64" },
  DEBUG: { default: "off", meaning: "`1` for extra console output" },
  SEARCH_INDEX: {
    default: "`wait`",
    meaning:
      "`background`: an incremental build ends before the search index is rebuilt; the index follows",
  },
  SOCIAL_CARDS: {
    default: "`wait`",
    meaning:
      "`background` (a server deployment): the build ends once live; a job it leaves running writes its pages' `.br`, then draws its missing social cards",
  },
  PAGE_GZIP: {
    default: "off",
    meaning:
      "`1` for nginx-static without `--brotli` (its module): the build writes each page's `.gz` beside its `.br`, sent as it is rather than gzipped per request",
  },
  COUNTRY_HEADER: {
    default: "`cf-ipcountry`",
    meaning:
      "the request header naming the visitor's country, for links with `countries` (docs/deploy.md: CloudFront, Fastly, Vercel, nginx GeoIP)",
  },
  BACK_OFFICE_HOST: {
    default: "`127.0.0.1`",
    meaning:
      "the interface `npm run back-office` listens on; any other needs `BACK_OFFICE_TOKEN` (was `DASHBOARD_HOST`, still read)",
  },
  BACK_OFFICE_PORT: {
    default: "`3100`",
    meaning: "the back office's port, never the site's (was `DASHBOARD_PORT`, still read)",
  },
  BACK_OFFICE_TOKEN: {
    default: "none",
    meaning:
      "at least 24 characters: every back office request must carry it (Bearer or the sign-in cookie) (was `DASHBOARD_TOKEN`, still read)",
  },
  BACK_OFFICE_ORIGIN: {
    default: "the request's host",
    meaning:
      "the origin people's browsers reach the back office at (`https://office.example.com`, no path): invite links and passkeys are bound to its host",
  },
  BACK_OFFICE_PATH: {
    default: "`/`",
    meaning:
      "where the back office sits on that origin behind nginx (`/clicks-dashboard/`, `deploy-config dashboard --path`): invite links include it, and the sign-in cookies of requests through the proxy are for that path only",
  },
  CONTENT_VERSIONS_DIR: {
    default: "`data/versions`",
    meaning:
      "where the back office kept previous versions before git (migrated into commits once, then renamed `…-migrated`); the default git repository sits beside it",
  },
  ADMIN_BUILD_DIR: {
    default: "`admin-build`",
    meaning: "the editor bundle `npm run build:admin` writes and the back office serves",
  },
  BACK_OFFICE_GIT_DIR: {
    default: "`content.git` beside `CONTENT_VERSIONS_DIR`",
    meaning:
      "the content folder's git repository when the folder is not the top of one; must be outside the content folder",
  },
  BACK_OFFICE_GIT_AUTHOR: {
    default: "`Site owner <owner@localhost>`",
    meaning:
      "the author of a commit no signed-in account made (the machine token, or before any account exists)",
  },
  CONTENT_GIT_REMOTE: {
    default: "none",
    meaning: "a git remote (URL or path) to push every commit to and pull others' commits from",
  },
  BACK_OFFICE_GIT_PULL_SECONDS: {
    default: "`30`",
    meaning: "how often the remote is pulled (1 to 3600)",
  },
  BACK_OFFICE_GIT_WEBHOOK_SECRET: {
    default: "none",
    meaning:
      "the secret (24+ characters) of the remote's push webhook, `POST /api/content-git/push`",
  },
  LINK_CHECK_INTERVAL: {
    default: "`24h`",
    meaning:
      "how often the server checks every `links.json` URL (`30m`, `12h`, `2d`, at least `1m`; `off`)",
  },
  LINK_ALERT_WEBHOOK: {
    default: "none",
    meaning:
      "an http(s) URL the link check posts a JSON message to when a link turns broken or works again",
  },
  RENDER_WORKER_HEAP_MB: {
    default: "by site size",
    meaning: "each render thread's heap in MB (160 + 1 per 125 entries when unset; decision 038)",
  },
};

/** The back office's old names (decision 065): still read, with a notice naming the new one. */
export const RENAMED_VARIABLES = {
  DASHBOARD_HOST: "BACK_OFFICE_HOST",
  DASHBOARD_PORT: "BACK_OFFICE_PORT",
  DASHBOARD_TOKEN: "BACK_OFFICE_TOKEN",
} as const satisfies Record<string, VariableName>;
