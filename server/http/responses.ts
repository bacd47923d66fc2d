/** The shared request context and the small responses: text, errors, redirects. */
import type { IncomingMessage, ServerResponse } from "node:http";
import { NO_CACHE } from "./caching.ts";
import type { ManifestEntry } from "#app/content/index.ts";
import { buildContentSecurityPolicy, securityHeaders } from "#app/prerender/index.server.ts";
import { createGzipForms, type GzipForms } from "#server/http/gzip-forms.ts";

/** The live manifest's usable entries, read per request (manifest-cache.ts makes one). */
export type ManifestLoader = () => Promise<readonly ManifestEntry[]>;

export interface ServerContext {
  clientDir: string;
  contentDir: string;
  log: (line: string) => void;
  manifest: ManifestLoader;
  /** Security headers without CSP, computed once. */
  security: Record<string, string>;
  /** The CSP of responses without inline scripts, computed once. */
  basePolicy: string;
  /** Inline-script hashes per HTML file, keyed by real path, valid for one ETag. */
  htmlHashes: Map<string, { etag: string; hashes: string[] }>;
  /** Gzip forms of files kept in memory without one (gzip-forms.ts), bounded. */
  gzipForms: GzipForms;
}

export function createContext(options: {
  clientDir: string;
  contentDir: string;
  siteUrl: string;
  log: (line: string) => void;
  manifest: ManifestLoader;
}): ServerContext {
  return {
    clientDir: options.clientDir,
    contentDir: options.contentDir,
    log: options.log,
    manifest: options.manifest,
    security: securityHeaders(options.siteUrl),
    basePolicy: buildContentSecurityPolicy(),
    htmlHashes: new Map(),
    gzipForms: createGzipForms(),
  };
}

/** Sets the security headers; `scriptHashes` widen script-src for this response only. */
export function applySecurityHeaders(
  ctx: ServerContext,
  res: ServerResponse,
  scriptHashes: readonly string[] = [],
): void {
  for (const [name, value] of Object.entries(ctx.security)) res.setHeader(name, value);
  const policy =
    scriptHashes.length > 0 ? buildContentSecurityPolicy({ scriptHashes }) : ctx.basePolicy;
  res.setHeader("Content-Security-Policy", policy);
}

/** A short plain-text response (errors, 405) with security headers and no caching. */
export function sendText(
  ctx: ServerContext,
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  const body = Buffer.from(`${text}\n`, "utf8");
  applySecurityHeaders(ctx, res);
  res.setHeader("Cache-Control", NO_CACHE);
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Content-Length", body.length);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.writeHead(status);
  res.end(req.method === "HEAD" ? undefined : body);
}

export function redirect(
  ctx: ServerContext,
  req: IncomingMessage,
  res: ServerResponse,
  status: 301 | 302,
  location: string,
  cacheControl = NO_CACHE,
): void {
  sendText(ctx, req, res, status, `Redirecting to ${location}`, {
    Location: location,
    "Cache-Control": cacheControl,
  });
}

/** Last resort after an unexpected error: one log line, a 500 if still possible, else drop. */
export function failRequest(
  ctx: ServerContext,
  req: IncomingMessage,
  res: ServerResponse,
  error: unknown,
): void {
  const message = error instanceof Error ? error.message : String(error);
  ctx.log(`500 ${req.method ?? "?"} ${JSON.stringify(req.url ?? "")}: ${message}`);
  try {
    if (!res.headersSent && !res.destroyed) {
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      sendText(ctx, req, res, 500, "Internal Server Error");
      return;
    }
  } catch {
    // fall through to destroy
  }
  res.destroy();
}
