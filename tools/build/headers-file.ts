/**
 * `_headers` for static hosts that read it (Cloudflare Pages, Netlify): the same cache policy
 * and security headers the Node server sends, in the same few wildcard rules whatever the
 * site's size. What differs per page (its script hashes) is in the page itself, as a
 * `<meta http-equiv="Content-Security-Policy">` (withCspMeta); the header keeps what a meta
 * policy cannot say (frame-ancestors).
 *
 * Both hosts apply every rule that matches a path, in order. `/*` gives everything the short
 * shared caching of pages, route data, feeds, content and page index records; the hashed files'
 * rules replace it: Cloudflare joins repeated headers, so `! Cache-Control` first detaches the
 * site-wide value; Netlify skips that line (it has no colon) and lets the later rule win.
 */
import {
  BUILD_ASSETS_DIR,
  IMAGE_VARIANT_EXTENSIONS,
  IMMUTABLE,
  SHARED_SHORT,
} from "#server/http/caching.ts";
import { HEADER_ONLY_POLICY, securityHeaders } from "#app/prerender/index.server.ts";

/** Cloudflare Pages reads at most this many rules, of at most this many characters a line. */
export const HOST_RULE_LIMIT = 100;
export const HOST_LINE_LIMIT = 2000;

export interface HeadersFile {
  text: string;
  rules: number;
}

type Rule = [path: string, lines: string[]];

export function buildHeadersFile(siteUrl: string): HeadersFile {
  const header = ([name, value]: [string, string]) => `${name}: ${value}`;
  const immutable = (path: string): Rule => [
    path,
    ["! Cache-Control", header(["Cache-Control", IMMUTABLE])],
  ];
  const rules: Rule[] = [
    [
      "/*",
      [
        ...Object.entries(securityHeaders(siteUrl)),
        ["Content-Security-Policy", HEADER_ONLY_POLICY] as [string, string],
        ["Cache-Control", SHARED_SHORT] as [string, string],
      ].map(header),
    ],
    immutable(`/${BUILD_ASSETS_DIR}/*`),
    ...IMAGE_VARIANT_EXTENSIONS.map((extension) => immutable(`/assets/img/*.${extension}`)),
  ];
  const text = `${rules.map(([path, lines]) => [path, ...lines.map((line) => `  ${line}`)].join("\n")).join("\n\n")}\n`;
  const long = text.split("\n").find((line) => line.length > HOST_LINE_LIMIT);
  // A constant file: a line this long is a mistake in the code, never a site too big.
  if (long !== undefined)
    throw new Error(`_headers line over ${HOST_LINE_LIMIT} characters: ${long.slice(0, 80)}…`);
  return { text, rules: rules.length };
}
