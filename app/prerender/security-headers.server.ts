/**
 * Security headers sent on every response, and the Content-Security-Policy builder.
 * Scripts get no 'unsafe-inline': an HTML response lists the sha256 of each of its inline
 * scripts (React Router's hydration scripts) instead.
 */
import { createHash } from "node:crypto";

/** The base policy. Tighten here; `buildContentSecurityPolicy` adds the per-page hashes. */
const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "https:"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "frame-ancestors": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "object-src": ["'none'"],
};

export interface CspOptions {
  /** Source expressions such as `'sha256-…'`, added to script-src. */
  scriptHashes?: readonly string[];
  directives?: Readonly<Record<string, readonly string[]>>;
}

export function buildContentSecurityPolicy(options: CspOptions = {}): string {
  const directives = options.directives ?? CSP_DIRECTIVES;
  return Object.entries(directives)
    .map(([name, sources]) => {
      const all = name === "script-src" ? [...sources, ...(options.scriptHashes ?? [])] : sources;
      return [name, ...new Set(all)].join(" ");
    })
    .join("; ");
}

/** Directives a `<meta>` policy may not carry: browsers ignore them there, with a console warning. */
const HEADER_ONLY_DIRECTIVES: ReadonlySet<string> = new Set([
  "frame-ancestors",
  "report-uri",
  "sandbox",
]);

/**
 * What a host that cannot send each page its own policy sends every response (the `_headers`
 * file): the directives a `<meta>` policy cannot carry. The page's meta policy does the rest.
 */
export const HEADER_ONLY_POLICY = buildContentSecurityPolicy({
  directives: Object.fromEntries(
    Object.entries(CSP_DIRECTIVES).filter(([name]) => HEADER_ONLY_DIRECTIVES.has(name)),
  ),
});

const CSP_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*">/i;
/** The head's opening tag and the charset declaration React Router writes first in it. */
const HEAD_START = /<head\b[^>]*>(\s*<meta charSet="[^"]*"\s*\/?>)?/i;

/**
 * The page's own Content-Security-Policy (the hashes of its inline scripts) as a
 * `<meta http-equiv>` first in its `<head>`, ahead of every script, so a host that sends no
 * policy of its own (a static host, a CDN) still enforces it. Meta is not a script: adding it
 * changes no hash, and the policy equals the header the Node server sends, less what a meta
 * policy cannot say (frame-ancestors stays in the header and in X-Frame-Options).
 */
export function withCspMeta(html: string): string {
  return withCspMetaAndHashes(html).html;
}

/**
 * `withCspMeta`, with the hashes of the page's inline scripts it put in the policy: the header
 * the Node server sends is made from the same hashes, without finding and hashing them again.
 */
export function withCspMetaAndHashes(html: string): { html: string; scriptHashes: string[] } {
  const page = html.replace(CSP_META, "");
  const directives = Object.fromEntries(
    Object.entries(CSP_DIRECTIVES).filter(([name]) => !HEADER_ONLY_DIRECTIVES.has(name)),
  );
  const scriptHashes = inlineScriptHashes(page);
  const policy = buildContentSecurityPolicy({ scriptHashes, directives });
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
  const head = HEAD_START.exec(page);
  if (!head) return { html: page, scriptHashes };
  const at = head.index + head[0].length;
  return { html: `${page.slice(0, at)}${meta}${page.slice(at)}`, scriptHashes };
}

/** CSP hash sources (`'sha256-…'`) of the inline `<script>` elements (those without src). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? "";
    if (/(?:^|\s)src\s*=/i.test(attributes)) continue;
    const digest = createHash("sha256")
      .update(match[2] ?? "", "utf8")
      .digest("base64");
    hashes.push(`'sha256-${digest}'`);
  }
  return [...new Set(hashes)];
}

/** The non-CSP security headers; HSTS only for an https site. */
export function securityHeaders(siteUrl: string): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  };
  if (siteUrl.startsWith("https:")) headers["Strict-Transport-Security"] = "max-age=31536000";
  return headers;
}
