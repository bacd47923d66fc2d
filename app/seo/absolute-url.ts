/** Absolute URLs on the public site, for canonical links, feeds and structured data. */

/** `pathOrUrl` as an absolute URL under `baseUrl` (no trailing slash); http(s) URLs pass through. */
export function toAbsoluteUrl(pathOrUrl: string, baseUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  // `//host/x` is another site, protocol-relative; `///x` is a sloppy path on this one.
  if (/^\/\/[^/]/.test(pathOrUrl)) return `https:${pathOrUrl}`;
  return `${baseUrl}/${pathOrUrl.replace(/^\/+/, "")}`;
}
