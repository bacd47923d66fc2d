/**
 * The pieces every share link is built from: what is shared, the link kinds, and query strings
 * written the way web share pages and app URL schemes each want them. Pure: no DOM, no React.
 */
/** What is shared: the page's absolute URL and its metadata. */
export interface ShareData {
  url: string;
  title: string;
  description: string;
  /** Absolute image URL, or empty. */
  image: string;
  tags: readonly string[];
}

export interface ShareOptions {
  /** Facebook app id for the Messenger dialog; adds `app_id` and `redirect_uri` when set. */
  messengerAppId?: string;
  /** Messenger opens its app scheme on phones instead of the web dialog. */
  phone?: boolean;
  /** Where the invalid-URL warning goes. */
  warn?: (message: string) => void;
}

/**
 * How a target acts: `popup` opens a web page in a share window, `app` follows a URL scheme
 * (mail, SMS, a messaging app), `copy` puts the URL on the clipboard, `print` prints.
 */
export type ShareAction =
  { kind: "popup" | "app"; href: string } | { kind: "copy"; href: string } | { kind: "print" };

export type Params = Record<string, string | undefined>;

/** `base?query` with the empty params left out; no `?` when nothing is left. */
export function withQuery(base: string, params: Params): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}

/**
 * URL schemes handled by apps (mailto:, sms:, viber:, fb-messenger:) follow RFC 3986, where `+`
 * is a literal plus: mail and SMS apps would show `+` between words. URLSearchParams writes a
 * real `+` as `%2B`, so every `+` it writes is a space.
 */
export function withAppQuery(base: string, params: Params): string {
  return withQuery(base, params).replaceAll("+", "%20");
}

/** "description, a line break, then url"; just the URL when there is no description. */
export function messageWithUrl(share: ShareData): string {
  return share.description ? `${share.description}\n${share.url}` : share.url;
}

/** X wants hashtags without `#` or spaces, comma-separated. */
export function xHashtags(tags: readonly string[]): string {
  return tags
    .map((tag) => tag.replace(/[#\s]/g, ""))
    .filter(Boolean)
    .join(",");
}
