/**
 * Security headers sent on every response, and the Content-Security-Policy builder.
 * Scripts get no 'unsafe-inline': an HTML response lists the sha256 of each of its inline
 * scripts (React Router's hydration scripts) instead.
 */
import { createHash } from "node:crypto";

/** The base policy. Tighten here; `buildContentSecurityPolicy` adds the per-page hashes. */
export const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  "default-src": ["'self'"],
  // Site search (Pagefind) compiles its WebAssembly, in a same-origin worker ('self' covers it).
  "script-src": ["'self'", "'wasm-unsafe-eval'"],
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
