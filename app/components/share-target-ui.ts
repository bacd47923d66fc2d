/** How each share target presents itself: its accessible name and its icon (spec section 9). */
import { faFacebook } from "@fortawesome/free-brands-svg-icons/faFacebook";
import { faFacebookMessenger } from "@fortawesome/free-brands-svg-icons/faFacebookMessenger";
import { faLine } from "@fortawesome/free-brands-svg-icons/faLine";
import { faLinkedin } from "@fortawesome/free-brands-svg-icons/faLinkedin";
import { faMix } from "@fortawesome/free-brands-svg-icons/faMix";
import { faPinterest } from "@fortawesome/free-brands-svg-icons/faPinterest";
import { faReddit } from "@fortawesome/free-brands-svg-icons/faReddit";
import { faTelegram } from "@fortawesome/free-brands-svg-icons/faTelegram";
import { faTumblr } from "@fortawesome/free-brands-svg-icons/faTumblr";
import { faViber } from "@fortawesome/free-brands-svg-icons/faViber";
import { faVk } from "@fortawesome/free-brands-svg-icons/faVk";
import { faWhatsapp } from "@fortawesome/free-brands-svg-icons/faWhatsapp";
import { faXTwitter } from "@fortawesome/free-brands-svg-icons/faXTwitter";
import { faXing } from "@fortawesome/free-brands-svg-icons/faXing";
import { faCommentSms } from "@fortawesome/free-solid-svg-icons/faCommentSms";
import { faEnvelope } from "@fortawesome/free-solid-svg-icons/faEnvelope";
import { faLink } from "@fortawesome/free-solid-svg-icons/faLink";
import { faPrint } from "@fortawesome/free-solid-svg-icons/faPrint";
import type { ShareTarget } from "#app/content/share-links.ts";
import type { IconData } from "./icon.tsx";

export interface ShareTargetUi {
  label: string;
  icon: IconData;
}

export const SHARE_TARGET_UI: Record<ShareTarget, ShareTargetUi> = {
  facebook: { label: "Share on Facebook", icon: faFacebook },
  x: { label: "Share on X", icon: faXTwitter },
  copy: { label: "Copy link", icon: faLink },
  linkedin: { label: "Share on LinkedIn", icon: faLinkedin },
  reddit: { label: "Share on Reddit", icon: faReddit },
  pinterest: { label: "Share on Pinterest", icon: faPinterest },
  tumblr: { label: "Share on Tumblr", icon: faTumblr },
  mix: { label: "Share on Mix", icon: faMix },
  viber: { label: "Share on Viber", icon: faViber },
  vk: { label: "Share on VK", icon: faVk },
  telegram: { label: "Share on Telegram", icon: faTelegram },
  messenger: { label: "Share on Messenger", icon: faFacebookMessenger },
  whatsapp: { label: "Share on WhatsApp", icon: faWhatsapp },
  xing: { label: "Share on XING", icon: faXing },
  line: { label: "Share on LINE", icon: faLine },
  sms: { label: "Share by SMS", icon: faCommentSms },
  email: { label: "Share by email", icon: faEnvelope },
  print: { label: "Print this page", icon: faPrint },
};
