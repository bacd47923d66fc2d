/**
 * The visitor's country as the CDN in front of the site names it (Cloudflare's `CF-IPCountry`
 * by default, COUNTRY_HEADER otherwise): an uppercase two-letter code, or undefined when the
 * header is missing, unknown (`XX`), Tor (`T1`) or not two letters.
 */
import type { IncomingHttpHeaders } from "node:http";

const NOT_A_COUNTRY = new Set(["XX", "T1"]);

export function visitorCountry(
  headers: IncomingHttpHeaders,
  headerName: string,
): string | undefined {
  const raw = headers[headerName.toLowerCase()];
  const value = ((Array.isArray(raw) ? raw[0] : raw) ?? "").trim().toUpperCase();
  return /^[A-Z]{2}$/.test(value) && !NOT_A_COUNTRY.has(value) ? value : undefined;
}
