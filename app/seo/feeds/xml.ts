/** Text made safe for XML: feeds and the sitemap. */
import { escapeMarkup } from "#app/markdown/index.ts";

// Characters XML 1.0 does not allow at all (control characters, lone surrogates, U+FFFE/U+FFFF).
const INVALID =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Escapes markup characters (for text and attribute values) and drops characters XML forbids. */
export function escapeXml(text: string): string {
  return escapeMarkup(text.replace(INVALID, ""));
}

/** `<name>text</name>`, escaped; nothing when the text is empty. */
export function xmlElement(name: string, text: string | undefined): string {
  return text ? `<${name}>${escapeXml(text)}</${name}>` : "";
}
