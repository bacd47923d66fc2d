/**
 * The editor's files under `/admin/`, private (json-api.ts's headers), with the
 * Content-Security-Policy Decap's bundle needs.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { PRIVATE } from "./json-api.ts";

const ADMIN_CSP = [
  "default-src 'self'",
  // Decap's prebuilt bundle evaluates code (its dependencies') and compiles WebAssembly.
  "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  // A photo uploaded in the editor is held as a blob: URL and read back from it to be saved.
  "connect-src 'self' blob:",
  "frame-src 'self' blob:",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join("; ");

export function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  type: string,
  body: string | Buffer,
  status = 200,
): void {
  const charset = type === "application/wasm" ? "" : "; charset=utf-8";
  res.writeHead(status, {
    ...PRIVATE,
    "Content-Security-Policy": ADMIN_CSP,
    "Content-Type": `${type}${charset}`,
    "Content-Length": Buffer.byteLength(body),
  });
  res.end(req.method === "HEAD" ? undefined : body);
}
