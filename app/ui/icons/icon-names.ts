/** Names of the icons in the sprite (`icon-set.ts` maps each to its drawing). */
export const ICON_NAMES = [
  "facebook",
  "x",
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
  "link",
  "check",
  "ellipsis",
  "minus",
  "share",
] as const;

export type IconName = (typeof ICON_NAMES)[number];
