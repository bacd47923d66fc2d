/**
 * The registered icons, by the names the components use. Only the sprite
 * generator and its test import this file: the browser gets the icons as one cached SVG sprite
 * (`sprite.svg`), so no path data sits in the JavaScript bundle.
 */
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
import { faCheck } from "@fortawesome/free-solid-svg-icons/faCheck";
import { faCommentSms } from "@fortawesome/free-solid-svg-icons/faCommentSms";
import { faEllipsis } from "@fortawesome/free-solid-svg-icons/faEllipsis";
import { faEnvelope } from "@fortawesome/free-solid-svg-icons/faEnvelope";
import { faLink } from "@fortawesome/free-solid-svg-icons/faLink";
import { faMinus } from "@fortawesome/free-solid-svg-icons/faMinus";
import { faPrint } from "@fortawesome/free-solid-svg-icons/faPrint";
import { faShareNodes } from "@fortawesome/free-solid-svg-icons/faShareNodes";
import type { IconName } from "./icon-names.ts";

/** The part of a Font Awesome `IconDefinition` that drawing needs. */
export interface IconData {
  icon: readonly [
    width: number,
    height: number,
    aliases: unknown,
    unicode: unknown,
    path: string | readonly string[],
  ];
}

export const ICON_SET: Record<IconName, IconData> = {
  facebook: faFacebook,
  x: faXTwitter,
  linkedin: faLinkedin,
  reddit: faReddit,
  pinterest: faPinterest,
  tumblr: faTumblr,
  mix: faMix,
  viber: faViber,
  vk: faVk,
  telegram: faTelegram,
  messenger: faFacebookMessenger,
  whatsapp: faWhatsapp,
  xing: faXing,
  line: faLine,
  sms: faCommentSms,
  email: faEnvelope,
  print: faPrint,
  link: faLink,
  check: faCheck,
  ellipsis: faEllipsis,
  minus: faMinus,
  share: faShareNodes,
};
