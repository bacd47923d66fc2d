/**
 * Which `/go/` requests are clicks, and from which page. Not counted: `HEAD`, what a browser
 * fetches ahead (a `Purpose` header of prefetch, prerender or preview: the header's own word),
 * bots and requests without a user agent. Nothing about the visitor is kept but the same-site page they came from.
 */
import type { IncomingMessage } from "node:http";
import { isbot } from "isbot";

/** Longer referring paths are cut: the store keeps a bounded key. */
const MAX_PAGE_LENGTH = 300;

/** The page a click came from ("" when unknown or another site), or undefined: not a click. */
export function readClick(req: IncomingMessage, siteHosts: readonly string[]): string | undefined {
  if (req.method !== "GET") return undefined;
  // Firefox marks its link prefetches with `X-Moz: prefetch`, Chromium with `Sec-Purpose`.
  const purpose = ["sec-purpose", "purpose", "x-purpose", "x-moz"].map((name) => header(req, name));
  if (/prefetch|prerender|preview/i.test(purpose.join(" "))) return undefined;
  // A person's browser always names itself; a request without a user agent is a script.
  const userAgent = header(req, "user-agent").trim();
  if (userAgent === "" || isBotCached(userAgent)) return undefined;
  return refererPage(header(req, "referer"), [...siteHosts, header(req, "host")]);
}

/** isbot's pattern costs ~5 µs a call; visitors repeat a few user agents, so answers are kept. */
const botAnswers = new Map<string, boolean>();
const MAX_CACHED_AGENTS = 1000;

function isBotCached(userAgent: string): boolean {
  let answer = botAnswers.get(userAgent);
  if (answer === undefined) {
    answer = isbot(userAgent);
    if (botAnswers.size >= MAX_CACHED_AGENTS) botAnswers.clear();
    botAnswers.set(userAgent, answer);
  }
  return answer;
}

function refererPage(referer: string, hosts: readonly string[]): string {
  if (referer === "") return "";
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return "";
  }
  if (!/^https?:$/.test(url.protocol) || !hosts.includes(url.host)) return "";
  return safeDecode(url.pathname).slice(0, MAX_PAGE_LENGTH);
}

function header(req: IncomingMessage, name: string): string {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? "";
}

function safeDecode(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}
