/** How each share target presents itself: its accessible name and its icon (spec section 9). */
import type { ShareTarget } from "./share-links.ts";
import type { IconName } from "#app/ui/icons/icon-names.ts";

export interface ShareTargetUi {
  label: string;
  icon: IconName;
}

export const SHARE_TARGET_UI: Record<ShareTarget, ShareTargetUi> = {
  facebook: { label: "Share on Facebook", icon: "facebook" },
  x: { label: "Share on X", icon: "x" },
  copy: { label: "Copy link", icon: "link" },
  linkedin: { label: "Share on LinkedIn", icon: "linkedin" },
  reddit: { label: "Share on Reddit", icon: "reddit" },
  pinterest: { label: "Share on Pinterest", icon: "pinterest" },
  tumblr: { label: "Share on Tumblr", icon: "tumblr" },
  mix: { label: "Share on Mix", icon: "mix" },
  viber: { label: "Share on Viber", icon: "viber" },
  vk: { label: "Share on VK", icon: "vk" },
  telegram: { label: "Share on Telegram", icon: "telegram" },
  messenger: { label: "Share on Messenger", icon: "messenger" },
  whatsapp: { label: "Share on WhatsApp", icon: "whatsapp" },
  xing: { label: "Share on XING", icon: "xing" },
  line: { label: "Share on LINE", icon: "line" },
  sms: { label: "Share by SMS", icon: "sms" },
  email: { label: "Share by email", icon: "email" },
  print: { label: "Print this page", icon: "print" },
};
