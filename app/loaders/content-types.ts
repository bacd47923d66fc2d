/** Content types by file extension, and which of them are worth compressing. */
import path from "node:path";

const UTF8 = "; charset=utf-8";

/** Exported for the generated nginx configurations, so nginx labels files as the server does. */
export const TYPES: Record<string, string> = {
  ".html": `text/html${UTF8}`,
  ".htm": `text/html${UTF8}`,
  ".js": `text/javascript${UTF8}`,
  ".mjs": `text/javascript${UTF8}`,
  ".css": `text/css${UTF8}`,
  ".json": `application/json${UTF8}`,
  ".map": `application/json${UTF8}`,
  ".webmanifest": `application/manifest+json${UTF8}`,
  ".md": `text/markdown${UTF8}`,
  ".txt": `text/plain${UTF8}`,
  ".xml": `application/xml${UTF8}`,
  ".data": "text/x-script",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".pdf": "application/pdf",
};

const DEFAULT_TYPE = "application/octet-stream";

export function contentTypeOf(filePath: string): string {
  return TYPES[path.extname(filePath).toLowerCase()] ?? DEFAULT_TYPE;
}

/** Text-like types: compressed on the fly when large enough, always `Vary: Accept-Encoding`. */
export function isCompressible(contentType: string): boolean {
  const type = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  return (
    type.startsWith("text/") ||
    type === "application/json" ||
    type === "application/manifest+json" ||
    type === "application/xml" ||
    type === "image/svg+xml" ||
    type.endsWith("+json") ||
    type.endsWith("+xml")
  );
}

export function isHtml(contentType: string): boolean {
  return contentType.startsWith("text/html");
}
