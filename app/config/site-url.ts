/**
 * The site's public base URL, decided here and nowhere else: where it is when SITE_URL is not set,
 * and the one form every reader gets (the environment's, the bundle's and so the pages', feeds'
 * and `{{baseUrl}}`'s). No Node modules: the browser bundle reads it too (site.ts).
 */

/** The port the server listens on when PORT is not set. */
export const DEFAULT_PORT = 3000;

/** The base URL when SITE_URL is not set: the local server on `port`. */
export function localSiteUrl(port: number = DEFAULT_PORT): string {
  return `http://localhost:${port}`;
}

/**
 * SITE_URL as every reader gets it: an absolute http(s) URL without query, fragment or trailing
 * slash; a message saying what is wrong when it is not one.
 */
export function normalizeSiteUrl(value: string): { url: string } | { problem: string } {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return { problem: "must be an absolute http(s) URL" };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return { problem: "must start with http:// or https://" };
  }
  if (url.search || url.hash || /[?#]/.test(value)) {
    return { problem: "must not have a query or fragment" };
  }
  return { url: url.href.replace(/\/+$/, "") };
}
