/**
 * `/go/{slug}` (and each alias of the link, redirects.ts): a redirect, with the link's status, to
 * the URL for the visitor's country (visitor-country.ts) or the link's `url`, or outside its dates
 * to its `fallback`, else back to the page on this site the click came from, else home; the
 * visitor's query string is added to a merchant URL. Never cached or indexed. Only a registered
 * slug redirects, so it is never an open redirect; the click is recorded in memory and written
 * later, so counting cannot slow or fail it.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  chooseLinkTarget,
  fillPlaceholders,
  MAX_SLUG_LENGTH,
  siteDay,
  SLUG_PATTERN,
  type FillValues,
  type LinkEntry,
} from "#app/affiliate/index.ts";
import { DEFAULT_COUNTRY_HEADER } from "#app/config/index.server.ts";
import { NO_STORE } from "#server/http/caching.ts";
import type { ClickCounter } from "#server/clicks/click-counter.ts";
import { sendText, type ServerContext } from "#server/http/responses.ts";
import { readClick } from "./click-filter.ts";
import { newClickId } from "./click-id.ts";
import { readClickPlace } from "./click-place.ts";
import { deviceClass } from "./device-class.ts";
import type { RegistryLoader, TimeZoneLoader } from "./registry-loader.ts";
import { visitorCountry } from "./visitor-country.ts";

export interface GoRouteOptions {
  links: RegistryLoader;
  siteUrl: string;
  clicks?: ClickCounter;
  /** The header naming the visitor's country (COUNTRY_HEADER); default `cf-ipcountry`. */
  countryHeader?: string;
  /** `site.json`'s `timeZone`, which the links' dates are read in; default UTC. */
  timeZone?: TimeZoneLoader;
  /** The clock (tests). */
  now?: () => Date;
}

export type GoRoute = (
  ctx: ServerContext,
  req: IncomingMessage,
  res: ServerResponse,
  segments: readonly string[],
  query: string,
) => Promise<void>;

export function createGoRoute(options: GoRouteOptions): GoRoute {
  const { links, clicks } = options;
  const siteHosts = [new URL(options.siteUrl).host];
  const countryHeader = options.countryHeader ?? DEFAULT_COUNTRY_HEADER;
  const now = options.now ?? (() => new Date());
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
    const at = now();
    const today = siteDay(at, await options.timeZone?.());
    const country = visitorCountry(req.headers, countryHeader);
    const place = readClickPlace(query);
    // undefined: not a click (a bot, a prefetch); the link still answers.
    const seen = readClick(req, siteHosts);
    const click = {
      slug,
      page: place.page ?? seen ?? "",
      placement: place.placement,
      click: newClickId(),
      country: country ?? "",
      device: deviceClass(req.headers["user-agent"] ?? ""),
    };
    const location = linkLocation(entry, req, {
      today,
      country,
      query: place.rest,
      hosts: siteHosts,
      fill: click,
    });
    sendText(ctx, req, res, location.status, `Redirecting to ${location.url}`, {
      Location: location.url,
      "Cache-Control": NO_STORE,
      "X-Robots-Tag": "noindex",
    });
    if (clicks && seen !== undefined) {
      clicks.record({
        slug,
        page: click.page,
        day: at.toISOString().slice(0, 10),
        country: click.country,
        device: click.device,
        placement: click.placement,
        target: location.target === undefined ? "" : String(location.target),
        clickId: click.click,
      });
    }
  };
}

function linkLocation(
  entry: LinkEntry,
  req: IncomingMessage,
  visit: {
    today: string;
    country: string | undefined;
    query: string;
    hosts: string[];
    fill: FillValues;
  },
): { url: string; status: number; target?: number } {
  const answer = chooseLinkTarget(entry, visit);
  if (answer.kind === "url") {
    // A value with no row for the page fills as "": the click still reaches the merchant.
    const filled = fillPlaceholders(answer.url, visit.fill, entry.values).url;
    return {
      url: withVisitorQuery(filled, visit.query),
      status: answer.status,
      ...(answer.target !== undefined && { target: answer.target }),
    };
  }
  return { url: backTo(req, visit.hosts), status: answer.status };
}

/** The page on this site the click came from (path and query), else home. */
function backTo(req: IncomingMessage, siteHosts: readonly string[]): string {
  const referer = req.headers.referer ?? "";
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return "/";
  }
  const hosts = [...siteHosts, req.headers.host ?? ""];
  if (!/^https?:$/.test(url.protocol) || !hosts.includes(url.host)) return "/";
  // `//other.example/x` would leave the site: one leading slash only.
  return `${url.pathname.replace(/^\/+/, "/")}${url.search}`;
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
