/**
 * The eighteen share targets, one row each: its id, its accessible name, its icon and the link it
 * opens (docs/features.md). The order is the share bar's: the first three show before the
 * expander. The share bar, its buttons and the link builder all read this table.
 */
import type { IconName } from "#app/ui/index.ts";
import {
  messageWithUrl,
  withAppQuery,
  withQuery,
  xHashtags,
  type Params,
  type ShareData,
  type ShareAction,
  type ShareOptions,
} from "./share-url.ts";

interface TargetRow {
  id: string;
  label: string;
  icon: IconName;
  link(share: ShareData, options: ShareOptions): ShareAction;
}

const popup = (base: string, params: Params): ShareAction => ({
  kind: "popup",
  href: withQuery(base, params),
});
const app = (base: string, params: Params): ShareAction => ({
  kind: "app",
  href: withAppQuery(base, params),
});

function messengerLink(share: ShareData, options: ShareOptions): ShareAction {
  if (options.phone) {
    return {
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
  return { kind: "popup", href };
}

const SHARE_TARGET_TABLE = [
  {
    id: "facebook",
    label: "Share on Facebook",
    icon: "facebook",
    link: ({ url }) => popup("https://www.facebook.com/sharer/sharer.php", { u: url }),
  },
  {
    id: "x",
    label: "Share on X",
    icon: "x",
    link: (share) =>
      popup("https://x.com/intent/post", {
        url: share.url,
        text: share.description,
        hashtags: xHashtags(share.tags),
      }),
  },
  {
    id: "copy",
    label: "Copy link",
    icon: "link",
    link: ({ url }) => ({ kind: "copy", href: url }),
  },
  {
    id: "linkedin",
    label: "Share on LinkedIn",
    icon: "linkedin",
    link: ({ url }) => popup("https://www.linkedin.com/sharing/share-offsite/", { url }),
  },
  {
    id: "reddit",
    label: "Share on Reddit",
    icon: "reddit",
    link: ({ url, title }) => popup("https://www.reddit.com/submit", { url, title }),
  },
  {
    id: "pinterest",
    label: "Share on Pinterest",
    icon: "pinterest",
    link: (share) =>
      popup("https://pinterest.com/pin/create/button/", {
        url: share.url,
        description: share.description,
        media: share.image,
      }),
  },
  {
    id: "tumblr",
    label: "Share on Tumblr",
    icon: "tumblr",
    link: (share) =>
      popup("https://www.tumblr.com/widgets/share/tool", {
        canonicalUrl: share.url,
        caption: share.description,
        tags: share.tags.join(","),
      }),
  },
  {
    id: "mix",
    label: "Share on Mix",
    icon: "mix",
    link: ({ url }) => popup("https://mix.com/add", { url }),
  },
  {
    id: "viber",
    label: "Share on Viber",
    icon: "viber",
    link: (share) => app("viber://forward", { text: messageWithUrl(share) }),
  },
  {
    id: "vk",
    label: "Share on VK",
    icon: "vk",
    link: ({ url }) => popup("https://vk.com/share.php", { url }),
  },
  {
    id: "telegram",
    label: "Share on Telegram",
    icon: "telegram",
    link: ({ url, description }) => popup("https://t.me/share/url", { url, text: description }),
  },
  {
    id: "messenger",
    label: "Share on Messenger",
    icon: "messenger",
    link: messengerLink,
  },
  {
    id: "whatsapp",
    label: "Share on WhatsApp",
    icon: "whatsapp",
    link: (share) => popup("https://api.whatsapp.com/send", { text: messageWithUrl(share) }),
  },
  {
    id: "xing",
    label: "Share on XING",
    icon: "xing",
    link: ({ url }) => popup("https://www.xing.com/spi/shares/new", { url }),
  },
  {
    id: "line",
    label: "Share on LINE",
    icon: "line",
    link: ({ url }) => popup("https://social-plugins.line.me/lineit/share", { url }),
  },
  {
    id: "sms",
    label: "Share by SMS",
    icon: "sms",
    link: (share) => app("sms:", { body: messageWithUrl(share) }),
  },
  {
    id: "email",
    label: "Share by email",
    icon: "email",
    link: (share) => app("mailto:", { subject: share.title, body: messageWithUrl(share) }),
  },
  {
    id: "print",
    label: "Print this page",
    icon: "print",
    link: () => ({ kind: "print" }),
  },
] as const satisfies readonly TargetRow[];

export type ShareTarget = (typeof SHARE_TARGET_TABLE)[number]["id"];
export type ShareTargetRow = (typeof SHARE_TARGET_TABLE)[number];

/** The target ids, in the share bar's order. */
export const SHARE_TARGETS: readonly ShareTarget[] = SHARE_TARGET_TABLE.map((row) => row.id);

/** One target's row (its label, icon and link builder). */
export function shareTarget(id: ShareTarget): ShareTargetRow {
  return SHARE_TARGET_TABLE.find((row) => row.id === id) as ShareTargetRow;
}
