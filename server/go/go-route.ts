/**
 * `/go/{slug}`: a 302 to the registry's URL with the visitor's query string added, never
 * cached or indexed. Only a registered slug redirects, so it is never an open redirect; the
 * click is recorded in memory and written later, so counting cannot slow or fail it.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { MAX_SLUG_LENGTH, SLUG_PATTERN } from "#app/engine/index.ts";
import { NO_STORE } from "#server/caching.ts";
import type { ClickCounter } from "#server/clicks/click-counter.ts";
import { sendText, type ServerContext } from "#server/responses.ts";
import { readClick } from "./click-filter.ts";
import { deviceClass } from "./device-class.ts";
import type { RegistryLoader } from "./registry-loader.ts";
import { visitorCountry } from "./visitor-country.ts";

export interface GoRouteOptions {
  links: RegistryLoader;
  siteUrl: string;
  clicks?: ClickCounter;
  /** The CDN header naming the visitor's country (COUNTRY_HEADER; default `cf-ipcountry`). */
  countryHeader?: string;
}

export type GoRoute = (
  ctx: ServerContext,
  req: IncomingMessage,
  res: ServerResponse,
  segments: readonly string[],
  query: string,
) => Promise<void>;

export function createGoRoute({
  links,
  siteUrl,
  clicks,
  countryHeader = "cf-ipcountry",
}: GoRouteOptions): GoRoute {
  const siteHosts = [new URL(siteUrl).host];
  return async (ctx, req, res, segments, query) => {
    const slug = segments.length === 2 ? (segments[1] ?? "") : "";
    const entry =
      slug.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(slug)
        ? (await links()).bySlug.get(slug)
        : undefined;
    if (!entry) {
      sendText(ctx, req, res, 404, "Not Found", { "X-Robots-Tag": "noindex" });
      return;
    }
    const location = withVisitorQuery(entry.url, query);
    sendText(ctx, req, res, 302, `Redirecting to ${location}`, {
      Location: location,
      "Cache-Control": NO_STORE,
      "X-Robots-Tag": "noindex",
    });
    const page = clicks && readClick(req, siteHosts);
    if (clicks && page !== undefined) {
      clicks.record({
        slug,
        page,
        day: new Date().toISOString().slice(0, 10),
        country: visitorCountry(req.headers, countryHeader) ?? "",
        device: deviceClass(req.headers["user-agent"] ?? ""),
      });
    }
  };
}

/**
 * The registry URL with the visitor's parameters appended (re-encoded: a header stays valid).
 * A parameter the registry URL sets itself (an affiliate id) is the registry's: the visitor's
 * of the same name is left out, so nobody can swap the site's id for theirs.
 */
export function withVisitorQuery(target: string, query: string): string {
  const url = new URL(target);
  const params = new URLSearchParams(query.replace(/^\?/, ""));
  for (const name of new Set(params.keys())) {
    if (url.searchParams.has(name)) params.delete(name);
  }
  const visitor = params.toString();
  if (visitor === "") return target;
  const hash = url.hash;
  url.hash = "";
  const base = url.href;
  const joined = `${base}${url.search === "" ? (base.endsWith("?") ? "" : "?") : "&"}${visitor}`;
  return `${joined}${hash}`;
}
