/**
 * The base URL `{{baseUrl}}` writes into a page's text, beside the site URL's normalisation
 * (`site-url.ts`) but in a module of its own: only the lazily loaded analysis needs it, and a
 * module the first load shares would bring it into every page's first load.
 */
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1"]);

/**
 * The base URL `{{baseUrl}}` writes into a page's text (spec section 5): the site URL (already
 * normalised, `normalizeSiteUrl`), with a plain `http://` base whose host is not
 * `localhost`/`127.0.0.1` upgraded to `https://`.
 */
export function placeholderBaseUrl(siteUrl: string): string {
  if (!siteUrl.startsWith("http://")) return siteUrl;
  return LOCAL_HOSTS.has(new URL(siteUrl).hostname) ? siteUrl : `https://${siteUrl.slice(7)}`;
}
