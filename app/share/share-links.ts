/**
 * The eighteen share targets and the link each one opens (share-targets.md; spec sections 5 and 9).
 * Pure: no DOM, no React. The share bar renders what this returns.
 */

/** Spec section 9, in this order: the first three show before the expander. */
export const SHARE_TARGETS = [
  "facebook",
  "x",
  "copy",
  "linkedin",
  "reddit",
  "pinterest",
  "tumblr",
  "mix",
  "viber",
  "vk",
  "telegram",
  "messenger",
  "whatsapp",
  "xing",
  "line",
  "sms",
  "email",
  "print",
] as const;

export type ShareTarget = (typeof SHARE_TARGETS)[number];

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
  /** Where the invalid-URL warning goes (spec section 5). */
  warn?: (message: string) => void;
}

/**
 * How a target acts: `popup` opens a web page in a share window, `app` follows a URL scheme
 * (mail, SMS, a messaging app), `copy` puts the URL on the clipboard, `print` prints.
 */
export type ShareLink =
  | { target: ShareTarget; kind: "popup" | "app"; href: string }
  | { target: "copy"; kind: "copy"; href: string }
  | { target: "print"; kind: "print" };

type Params = Record<string, string | undefined>;

/** `base?query` with the empty params left out; no `?` when nothing is left. */
function withQuery(base: string, params: Params): string {
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
function withAppQuery(base: string, params: Params): string {
  return withQuery(base, params).replaceAll("+", "%20");
}

/** "description, a line break, then url"; just the URL when there is no description. */
function messageWithUrl(share: ShareData): string {
  return share.description ? `${share.description}\n${share.url}` : share.url;
}

/** X wants hashtags without `#` or spaces, comma-separated. */
function xHashtags(tags: readonly string[]): string {
  return tags
    .map((tag) => tag.replace(/[#\s]/g, ""))
    .filter(Boolean)
    .join(",");
}

function messengerLink(share: ShareData, options: ShareOptions): ShareLink {
  if (options.phone) {
    return {
      target: "messenger",
      kind: "app",
      href: withAppQuery("fb-messenger://share/", { link: share.url }),
    };
  }
  const appId = options.messengerAppId;
  const href = withQuery("https://www.facebook.com/dialog/send", {
    link: share.url,
    app_id: appId,
    redirect_uri: appId ? share.url : undefined,
  });
  return { target: "messenger", kind: "popup", href };
}

function linkFor(target: ShareTarget, share: ShareData, options: ShareOptions): ShareLink {
  const popup = (base: string, params: Params): ShareLink => ({
    target,
    kind: "popup",
    href: withQuery(base, params),
  });
  const app = (base: string, params: Params): ShareLink => ({
    target,
    kind: "app",
    href: withAppQuery(base, params),
  });
  const { url } = share;
  switch (target) {
    case "facebook":
      return popup("https://www.facebook.com/sharer/sharer.php", { u: url });
    case "x":
      return popup("https://x.com/intent/post", {
        url,
        text: share.description,
        hashtags: xHashtags(share.tags),
      });
    case "linkedin":
      return popup("https://www.linkedin.com/sharing/share-offsite/", { url });
    case "reddit":
      return popup("https://www.reddit.com/submit", { url, title: share.title });
    case "pinterest":
      return popup("https://pinterest.com/pin/create/button/", {
        url,
        description: share.description,
        media: share.image,
      });
    case "tumblr":
      return popup("https://www.tumblr.com/widgets/share/tool", {
        canonicalUrl: url,
        caption: share.description,
        tags: share.tags.join(","),
      });
    case "mix":
      return popup("https://mix.com/add", { url });
    case "viber":
      return app("viber://forward", { text: messageWithUrl(share) });
    case "vk":
      return popup("https://vk.com/share.php", { url });
    case "telegram":
      return popup("https://t.me/share/url", { url, text: share.description });
    case "messenger":
      return messengerLink(share, options);
    case "whatsapp":
      return popup("https://api.whatsapp.com/send", { text: messageWithUrl(share) });
    case "xing":
      return popup("https://www.xing.com/spi/shares/new", { url });
    case "line":
      return popup("https://social-plugins.line.me/lineit/share", { url });
    case "sms":
      return app("sms:", { body: messageWithUrl(share) });
    case "email":
      return app("mailto:", { subject: share.title, body: messageWithUrl(share) });
    case "print":
      return { target, kind: "print" };
    case "copy":
      return { target, kind: "copy", href: url };
  }
}

export function isShareableUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/**
 * The links for `targets`, in that order. A page URL that is not http(s) produces no links and
 * one console warning (spec section 5).
 */
export function buildShareLinks(
  share: ShareData,
  targets: readonly ShareTarget[] = SHARE_TARGETS,
  options: ShareOptions = {},
): ShareLink[] {
  if (!isShareableUrl(share.url)) {
    (options.warn ?? console.warn)(
      `Share link skipped: "${share.url}" does not start with http:// or https://`,
    );
    return [];
  }
  return targets.map((target) => linkFor(target, share, options));
}

/** One target's link, or null (with the warning) for a URL that is not http(s). */
export function buildShareLink(
  target: ShareTarget,
  share: ShareData,
  options: ShareOptions = {},
): ShareLink | null {
  return buildShareLinks(share, [target], options)[0] ?? null;
}

/** The meta block's `keywords`, comma-separated, as trimmed tags. */
export function parseTags(keywords: string): string[] {
  return keywords
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
}
