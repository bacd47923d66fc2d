/**
 * The visitor's country as the CDN in front of the site names it: the header `COUNTRY_HEADER`
 * names (Cloudflare's `cf-ipcountry` by default; CloudFront, Fastly, Vercel and nginx's GeoIP
 * module are set up in docs/deploy.md). `/go/` links choose their URL with it, and the click
 * store may record it: both call this, so they agree.
 */
import type { IncomingHttpHeaders } from "node:http";
import { COUNTRY_CODES } from "#app/affiliate/index.ts";

/**
 * The ISO 3166-1 alpha-2 code (upper case), or undefined: no such header, or a value that is no
 * country (Cloudflare's `XX` for unknown and `T1` for Tor, anything malformed).
 */
export function visitorCountry(
  headers: IncomingHttpHeaders,
  headerName: string,
): string | undefined {
  const raw = headers[headerName.toLowerCase()];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
  return value !== undefined && COUNTRY_CODES.has(value) ? value : undefined;
}
