/** nginx syntax helpers: blocks, quoting, header lines, and the server's content types. */
import { isCompressible, TYPES } from "#app/loaders/index.server.ts";
import { buildContentSecurityPolicy, securityHeaders } from "#app/prerender/index.server.ts";

export function commonLines(): string[] {
  return [
    "server_tokens off;",
    "charset utf-8;",
    `charset_types ${charsetTypes().join(" ")};`,
    typesBlock(),
  ];
}

/** Security headers (the base CSP unless a page's own is given) and Cache-Control. */
export function headerLines(siteUrl: string, cacheControl: string, csp?: string): string[] {
  const all = {
    ...securityHeaders(siteUrl),
    "Content-Security-Policy": csp ?? buildContentSecurityPolicy(),
    "Cache-Control": cacheControl,
  };
  // Cache-Control only on successes and redirects (not `always`): an error is not kept.
  return Object.entries(all).map(
    ([name, value]) =>
      `add_header ${name} ${quote(value)}${name === "Cache-Control" ? "" : " always"};`,
  );
}

/** The server's content types, so nginx labels every file the same way. */
function typesBlock(): string {
  const byType = new Map<string, string[]>();
  for (const [extension, type] of Object.entries(TYPES)) {
    const bare = type.split(";")[0] ?? type;
    byType.set(bare, [...(byType.get(bare) ?? []), extension.slice(1)]);
  }
  return block(
    "types",
    [...byType].map(([type, extensions]) => `${type} ${extensions.join(" ")};`),
  );
}

export function compressibleTypes(): string[] {
  const bare = Object.values(TYPES).map((type) => type.split(";")[0] ?? type);
  return [...new Set(bare)].filter((type) => isCompressible(type) && type !== "text/html");
}

function charsetTypes(): string[] {
  const withCharset = Object.values(TYPES).filter((type) => type.includes("charset"));
  return [...new Set(withCharset.map((type) => type.split(";")[0] ?? type))].filter(
    (type) => type !== "text/html",
  );
}

export function block(head: string, lines: readonly string[]): string {
  const body = lines.flatMap((line) => line.split("\n")).map((line) => `    ${line}`);
  return [`${head} {`, ...body, "}"].join("\n");
}

/** A double-quoted nginx string. */
export function quote(value: string): string {
  return `"${value.replaceAll('"', '\\"')}"`;
}
