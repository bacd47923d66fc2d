/**
 * nginx configurations for the two set-ups of docs/deploy.md: nginx serving `build/client` alone
 * (a static host) and nginx as a caching reverse proxy in front of the Node server. The cache
 * policy, content types and security headers come from the server's own modules, so nginx and
 * the Node server answer alike; nginx/deploy tests check the two against a real nginx.
 */
import { GO_PATH } from "#app/affiliate/index.ts";

/** Where networks' conversion calls arrive (server/postback/). */
const POSTBACK_PATH = "/postback/";
const POSTBACK_STATIC_ANSWER =
  '{"error":"postbacks need the Node server (npm start, or nginx-proxy in front of it): a static host cannot store them"}';
import {
  HASHED_ASSET_PATTERN,
  IMMUTABLE,
  NO_CACHE,
  NO_STORE,
  SHARED_SHORT,
  SHORT,
} from "#server/http/caching.ts";
import { block, commonLines, compressibleTypes, headerLines, quote } from "./nginx-syntax.ts";
import { REDIRECT_MAPS, redirectLocations, type StaticRedirects } from "./nginx-redirects.ts";
import type { BuiltPage } from "#tools/build/site-pages.ts";

export interface StaticOptions {
  listen: string;
  /** Absolute path of build/client. */
  root: string;
  /**
   * Absolute path of the earlier builds' assets (`build/previous-assets`, decision 055): a hashed
   * asset the current build lacks is looked for there, for a tab opened before a deploy.
   */
  previousRoot: string;
  siteUrl: string;
  pages: readonly BuiltPage[];
  /** The build's redirect table (`build/redirect-table.json`) and the country header. */
  redirects: StaticRedirects;
  /**
   * nginx's brotli_static module (`--brotli`; Debian: libnginx-mod-http-brotli-static): pages and
   * files with a `.br` are sent as the build wrote it; its file with `--prefix`, which loads it.
   */
  brotli?: { module?: string };
}

export interface ProxyOptions {
  listen: string;
  upstream: string;
  siteUrl: string;
  /** Where the proxy cache lives. */
  cacheDir: string;
}

/** Lines for the `http` context (cache zones, maps) and the `server` block itself. */
export interface NginxParts {
  /** Lines for the main context (`load_module`), printed only in a whole nginx.conf. */
  main?: string[];
  http: string[];
  server: string;
}

const LIVE_FILES = String.raw`\.(html|htm|md|json|data|webmanifest|xml)$`;
const DOTFILES = String.raw`/\.(?!well-known(/|$))`;
const ZONE = "domain_chronicle";
const PREVIOUS_ASSETS = "@previous_assets";

export function nginxStatic(options: StaticOptions): NginxParts {
  const headers = (cacheControl: string, csp?: string) =>
    headerLines(options.siteUrl, cacheControl, csp);
  const pages = options.pages.map((page) =>
    block(`location = ${quote(page.urlPath)}`, [
      ...headers(SHARED_SHORT, page.csp),
      `try_files ${quote(page.file)} =404;`,
    ]),
  );
  const exact = new Set(["/robots.txt", ...options.pages.map((page) => page.urlPath)]);
  const redirects = redirectLocations(options.redirects, options.siteUrl, exact);
  const server = block("server", [
    `listen ${options.listen};`,
    `root ${quote(options.root)};`,
    ...commonLines(),
    ...brotliLines(options.brotli),
    "gzip on;",
    "gzip_static on;",
    "gzip_vary on;",
    "gzip_min_length 1024;",
    `gzip_types ${compressibleTypes().join(" ")};`,
    "# Dotfiles are refused, as the Node server refuses them.",
    block(`location ~ ${quote(DOTFILES)}`, [...headers(NO_CACHE), "return 404;"]),
    block(`location ~ ${quote("^(/.+)/$")}`, ["return 301 $1$is_args$args;"]),
    block(`location ~ ${quote(HASHED_ASSET_PATTERN)}`, [
      ...headers(IMMUTABLE),
      `try_files $uri ${PREVIOUS_ASSETS};`,
    ]),
    "# An earlier build's chunk, for a tab opened before the last deploy.",
    block(`location ${PREVIOUS_ASSETS}`, [
      `root ${quote(options.previousRoot)};`,
      ...headers(IMMUTABLE),
      "try_files $uri =404;",
    ]),
    block(`location ~ ${quote(LIVE_FILES)}`, [...headers(SHARED_SHORT), "try_files $uri =404;"]),
    block("location = /robots.txt", [...headers(SHARED_SHORT), "try_files $uri =404;"]),
    "# Every prerendered page, with the script hashes of its inline scripts.",
    ...pages,
    "# Cloaked links and their aliases (not counted: no Node server) and old URLs, as in _redirects.",
    ...redirects,
    "# Any other /go/ link is not in the registry: home, never stored.",
    block(`location ^~ ${GO_PATH}`, [...headers(NO_STORE), "return 302 /;"]),
    "# Postbacks need the Node server: a static host can store nothing, and says so.",
    block(`location ^~ ${POSTBACK_PATH}`, [
      ...headers(NO_STORE),
      "default_type application/json;",
      `return 501 '${POSTBACK_STATIC_ANSWER}\n';`,
    ]),
    "# Any other page path: not in this build, so home, as the Node server does.",
    block(`location ~ ${quote("^/(?!assets(/|$))[^.]*$")}`, [
      ...headers(NO_CACHE),
      "return 302 /;",
    ]),
    block("location /", [...headers(SHORT), "try_files $uri =404;"]),
  ]);
  const module = options.brotli?.module;
  return {
    ...(module && { main: [`load_module ${quote(module)};`] }),
    http: REDIRECT_MAPS,
    server,
  };
}

/**
 * With the brotli_static module, a browser that takes brotli gets the build's `.br` of a page as
 * it is; without, Debian's nginx gzips every page as it sends it (decision 086).
 */
function brotliLines(brotli: StaticOptions["brotli"]): string[] {
  if (!brotli) return [];
  const loaded = brotli.module
    ? []
    : ["# The main nginx.conf loads the module (Debian: libnginx-mod-http-brotli-static does)."];
  return [...loaded, "brotli_static on;"];
}

export function nginxProxy(options: ProxyOptions): NginxParts {
  const pass = [
    `proxy_pass http://${ZONE}_origin;`,
    "proxy_http_version 1.1;",
    'proxy_set_header Connection "";',
    // The Host the browser sent, port included: `/go/` sends a click back to the page it came
    // from only when the Referer's host is the site's or this one (`$host` drops the port).
    "proxy_set_header Host $http_host;",
    "proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;",
    "proxy_set_header X-Forwarded-Proto $scheme;",
  ];
  const uncached = [
    ...pass,
    "proxy_cache off;",
    "proxy_hide_header Cache-Control;",
    `add_header Cache-Control ${quote(NO_STORE)} always;`,
  ];
  const http = [
    `proxy_cache_path ${quote(options.cacheDir)} levels=1:2 keys_zone=${ZONE}:10m max_size=1g inactive=1h use_temp_path=off;`,
    "# One cache entry per encoding the origin can send, whatever the client wrote.",
    block(`map $http_accept_encoding $${ZONE}_encoding`, [
      'default "";',
      `${quote(String.raw`~*(^|[\s,])br($|[\s,;])`)} br;`,
      `${quote("~*gzip")} gzip;`,
    ]),
    block(`upstream ${ZONE}_origin`, [`server ${options.upstream};`, "keepalive 32;"]),
  ];
  const server = block("server", [
    `listen ${options.listen};`,
    ...commonLines(),
    block(`location ~ ${quote(DOTFILES)}`, [
      ...headerLines(options.siteUrl, NO_CACHE),
      "return 404;",
    ]),
    "# Click-counting redirects: every request reaches the Node server, nothing is stored.",
    block(`location ^~ ${GO_PATH}`, uncached),
    "# Networks' conversion calls (GET or POST): each reaches the Node server, none is cached.",
    block(`location ^~ ${POSTBACK_PATH}`, uncached),
    block("location /", [
      ...pass,
      `proxy_set_header Accept-Encoding $${ZONE}_encoding;`,
      `proxy_cache ${ZONE};`,
      `proxy_cache_key "$scheme$host$request_uri $${ZONE}_encoding";`,
      "proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;",
      "proxy_cache_background_update on;",
      "proxy_cache_lock on;",
      "proxy_cache_revalidate on;",
      "add_header X-Cache-Status $upstream_cache_status always;",
    ]),
  ]);
  return { http, server };
}

/** The snippet to include in an existing `http` context (e.g. /etc/nginx/conf.d/). */
export function includeSnippet(parts: NginxParts): string {
  return [...parts.http, parts.server].join("\n") + "\n";
}

/** A whole nginx.conf that runs unprivileged: pid, logs, temp files and cache under `prefix`. */
export function wholeConfig(parts: NginxParts, prefix: string, workers = "auto"): string {
  const at = (name: string) => quote(`${prefix}/${name}`);
  const http = block("http", [
    `access_log ${at("access.log")};`,
    `client_body_temp_path ${at("client_body_temp")};`,
    `proxy_temp_path ${at("proxy_temp")};`,
    `fastcgi_temp_path ${at("fastcgi_temp")};`,
    `uwsgi_temp_path ${at("uwsgi_temp")};`,
    `scgi_temp_path ${at("scgi_temp")};`,
    "sendfile on;",
    "tcp_nopush on;",
    "keepalive_timeout 65;",
    ...parts.http,
    parts.server,
  ]);
  return (
    [
      ...(parts.main ?? []),
      `worker_processes ${workers};`,
      `pid ${at("nginx.pid")};`,
      `error_log ${at("error.log")};`,
      block("events", ["worker_connections 1024;"]),
      http,
    ].join("\n") + "\n"
  );
}
