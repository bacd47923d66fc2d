/**
 * How a redirect's `from` is written and matched: one leading slash, no trailing slash, each
 * segment percent-encoded one canonical way, so `/old-post/`, `/old-post` and `/old%2Dpost`
 * are one source. A `to` is a site path or an http(s) URL.
 */

/** Characters a path segment may carry unencoded besides encodeURIComponent's (RFC 3986 pchar). */
const PCHAR_KEPT = /%(26|2B|2C|3B|3D|3A|40)/g;

function encodeSegment(decoded: string): string {
  return encodeURIComponent(decoded).replace(PCHAR_KEPT, (escape) => decodeURIComponent(escape));
}

/**
 * The canonical form of a redirect source, or undefined when `raw` is not a site path a visitor
 * can request (no leading slash, `//`, a query or fragment, dot segments, bad encoding).
 */
export function normalizeRedirectPath(raw: string): string | undefined {
  if (!raw.startsWith("/") || raw.startsWith("//") || /[?#\\\0]/.test(raw)) return undefined;
  const segments: string[] = [];
  for (const segment of raw.split("/")) {
    if (segment === "") continue;
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return undefined;
    }
    if (decoded === "." || decoded === ".." || /[/\\\0]/.test(decoded)) return undefined;
    segments.push(encodeSegment(decoded));
  }
  return `/${segments.join("/")}`;
}

export type RedirectTarget =
  { kind: "site"; path: string; suffix: string } | { kind: "external"; url: string };

/**
 * A `to`: a site path (normalised like a source; its query and fragment kept) or an absolute
 * http(s) URL. Undefined for anything else (`javascript:`, `//host`, relative paths).
 */
export function readRedirectTarget(raw: string): RedirectTarget | undefined {
  if (/^https?:\/\//i.test(raw)) {
    try {
      return { kind: "external", url: new URL(raw).href };
    } catch {
      return undefined;
    }
  }
  // A Location header carries it: no spaces or control characters.
  if ([...raw].some((char) => char.charCodeAt(0) <= 0x20 || char.charCodeAt(0) === 0x7f)) {
    return undefined;
  }
  const cut = raw.search(/[?#]/);
  const path = normalizeRedirectPath(cut === -1 ? raw : raw.slice(0, cut));
  if (path === undefined) return undefined;
  const suffix = cut === -1 ? "" : raw.slice(cut).replace(/[^\x21-\x7e]/gu, encodeURIComponent);
  return { kind: "site", path, suffix };
}

/** Where a redirect sends the visitor, their query string added (`?a=1` onto `/x?b=2` → `&`). */
export function redirectLocation(to: string, query: string): string {
  const visitor = query.replace(/^\?/, "");
  if (visitor === "") return to;
  const hashAt = to.indexOf("#");
  const base = hashAt === -1 ? to : to.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : to.slice(hashAt);
  return `${base}${base.includes("?") ? "&" : "?"}${visitor}${hash}`;
}
