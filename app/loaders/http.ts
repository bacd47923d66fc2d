/**
 * The one HTTP helper every browser request goes through: same-origin
 * relative requests that change state carry the XSRF token from the `XSRF-TOKEN` cookie.
 */

const XSRF_COOKIE = "XSRF-TOKEN";
const XSRF_HEADER = "X-XSRF-TOKEN";

const SAFE_METHODS = new Set(["GET", "HEAD"]);

/** The value of cookie `name` in a `document.cookie` string. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

/** True for `/x`, `x`, `./x`; false for `https://…`, `//host/…` and other schemes. */
export function isRelativeUrl(url: string): boolean {
  return !/^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(url.trim());
}

/** The headers to send: `init.headers` plus the XSRF header where the rule asks for it. */
export function withXsrfHeader(url: string, init: RequestInit, cookies: string): Headers {
  const headers = new Headers(init.headers);
  const method = (init.method ?? "GET").toUpperCase();
  if (!SAFE_METHODS.has(method) && isRelativeUrl(url)) {
    const token = readCookie(cookies, XSRF_COOKIE);
    if (token !== undefined) headers.set(XSRF_HEADER, token);
  }
  return headers;
}

/** `fetch` with the XSRF rule applied. */
export function request(url: string, init: RequestInit = {}): Promise<Response> {
  const cookies = typeof document === "undefined" ? "" : document.cookie;
  return fetch(url, { ...init, headers: withXsrfHeader(url, init, cookies) });
}

/**
 * GETs `url` as text; throws on a network error or a non-2xx status. Always asks the server
 * (`no-cache`: a conditional request, a 304 when nothing changed): the site's files say
 * `stale-while-revalidate` for shared caches, and Chromium applies it too, answering from its
 * cache and then revalidating in the background, a request it left pending for 13 to 15 s.
 * Asking first also shows what was published since, at the cost of one short round trip.
 */
export async function fetchText(url: string): Promise<string> {
  const response = await request(url, { cache: "no-cache" });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${response.statusText}`);
  return response.text();
}
