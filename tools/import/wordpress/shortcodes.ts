/**
 * WordPress shortcodes as the HTML they stood for: `[caption]` a figure with its caption,
 * `[gallery]` its images, `[embed]`/`[video]`/`[audio]`/`[youtube]` links, `[code]` a code
 * block, `[thirstylink]` a link to the affiliate link's old URL. Any other shortcode is reported
 * and keeps its visible text (the text between a pair, a `linktext`); `[[x]]` is literal.
 */
import { parseAttributes, type Attributes } from "#tools/import/lib/attributes.ts";
import { decodeEntities, escapeMarkup } from "#app/markdown/index.ts";
import { mediaKind } from "#tools/import/lib/html-to-markdown.ts";

export interface Attachment {
  url: string;
  title: string;
}

export interface ShortcodeContext {
  /** Images attached to the post, in gallery order. */
  attachedImages(): Attachment[];
  attachment(id: string): Attachment | undefined;
  /** A ThirstyAffiliates link by post id: its old URL, none when it was not imported. */
  affiliateLink?(id: string): { url?: string; name: string } | undefined;
  report(offset: number, message: string): void;
}

const SHORTCODE =
  /\[(\[?)([a-zA-Z][\w-]*)(?![\w-])([^\]/]*(?:\/(?!\])[^\]/]*)*?)(?:(\/)\]|\](?:([^[]*(?:\[(?!\/\2\])[^[]*)*)\[\/\2\])?)(\]?)/g;
/** Shortcodes known to exist without attributes or a closing tag: reported, not left as text. */
const KNOWN = new Set([
  "playlist",
  "contact-form",
  "contact-form-7",
  "archives",
  "sitemap",
  "tweet",
  "instagram",
  "soundcloud",
  "vimeo",
  "googlemaps",
  "slideshow",
  "wpvideo",
  "recipe",
  "polldaddy",
  "latex",
]);
const CODE = new Set(["code", "sourcecode", "source"]);
/** Attributes that hold text a reader saw (a link's or a button's words). */
const VISIBLE = ["linktext", "text", "label"];

export function expandShortcodes(content: string, context: ShortcodeContext): string {
  return content.replace(SHORTCODE, (whole: string, ...groups: unknown[]) => {
    const [open, rawName, rawAttributes, selfClosing, inner, close, offset] = groups as [
      string,
      string,
      string,
      string | undefined,
      string | undefined,
      string,
      number,
    ];
    if (open === "[" && close === "]") return whole.slice(1, -1);
    const name = rawName.toLowerCase();
    const attributes = parseAttributes(rawAttributes);
    const body = inner ?? "";
    const html = convert(name, attributes, body, context, offset);
    if (html !== undefined) return open + html + close;
    const isShortcode =
      inner !== undefined ||
      selfClosing !== undefined ||
      /=/.test(rawAttributes) ||
      KNOWN.has(name);
    if (!isShortcode) return whole;
    const visible = body.trim() ? body : escapeMarkup(visibleAttribute(attributes) ?? "");
    context.report(
      offset,
      `shortcode [${rawName}] has no equivalent here: ${visible.trim() ? "only its text was kept" : "it was removed"}`,
    );
    return open + expandShortcodes(visible, context) + close;
  });
}

function convert(
  name: string,
  attributes: Attributes,
  inner: string,
  context: ShortcodeContext,
  offset: number,
): string | undefined {
  if (name === "caption" || name === "wp_caption") return caption(attributes, inner);
  if (name === "gallery") return gallery(attributes, context, offset);
  if (name === "embed") return mediaAnchor(inner.trim() || attributes.src || attributes["0"]);
  if (name === "video" || name === "audio") {
    const keys = [
      "src",
      "mp4",
      "m4v",
      "webm",
      "ogv",
      "flv",
      "wmv",
      "mp3",
      "ogg",
      "m4a",
      "wav",
      "wma",
      "0",
    ];
    const url = keys.map((key) => attributes[key]).find(Boolean);
    return url ? mediaAnchor(url) : undefined;
  }
  if (name === "youtube") {
    const target = attributes["0"] ?? attributes.id ?? inner.trim();
    if (!target) return undefined;
    return mediaAnchor(
      /^https?:/.test(target) ? target : `https://www.youtube.com/watch?v=${target}`,
    );
  }
  if (name === "thirstylink") return thirstyLink(attributes, inner, context, offset);
  if (CODE.has(name) && inner) {
    const language = (attributes.language ?? attributes.lang ?? attributes["0"] ?? "").replace(
      /[^\w+-]/g,
      "",
    );
    return `\n\n<pre><code${language ? ` class="language-${language}"` : ""}>${inner.replace(/^\n/, "")}</code></pre>\n\n`;
  }
  return undefined;
}

function visibleAttribute(attributes: Attributes): string | undefined {
  const text = VISIBLE.map((key) => attributes[key]?.trim()).find(Boolean);
  // Attribute values are HTML: `&#8217;` is a quote, and `<b>` is text to show as written.
  return text === undefined ? undefined : decodeEntities(text);
}

/** `[thirstylink ids="303" linktext="…"]` (or a pair around the text): a link to its old URL. */
function thirstyLink(
  attributes: Attributes,
  inner: string,
  context: ShortcodeContext,
  offset: number,
): string {
  const text = inner.trim()
    ? expandShortcodes(inner, context)
    : escapeMarkup(visibleAttribute(attributes) ?? "");
  const id = (attributes.ids ?? attributes.id ?? "").split(",")[0]?.trim() ?? "";
  const found = context.affiliateLink?.(id);
  if (found?.url) return `<a href="${escapeMarkup(found.url)}">${text}</a>`;
  const what = found
    ? `"${found.name}" was not imported`
    : `${id || "(no id)"} is not in the export`;
  context.report(offset, `affiliate link ${what}: its text is kept without the link`);
  return text;
}

function caption(attributes: Attributes, inner: string): string {
  const media = /^\s*((?:<a\b[^>]*>\s*)?<img\b[^>]*>(?:\s*<\/a>)?)/i.exec(inner);
  const image = media?.[1] ?? "";
  const text = attributes.caption ?? inner.slice(media ? media[0].length : 0).trim();
  return `\n\n<figure>${image}<figcaption>${text}</figcaption></figure>\n\n`;
}

function gallery(attributes: Attributes, context: ShortcodeContext, offset: number): string {
  const ids = (attributes.ids ?? attributes.include ?? "")
    .split(",")
    .map((id) => id.trim())
    .filter(Boolean);
  const images: Attachment[] = [];
  if (ids.length === 0) images.push(...context.attachedImages());
  for (const id of ids) {
    const found = context.attachment(id);
    if (found) images.push(found);
    else context.report(offset, `gallery image ${id} is not in the export: it was left out`);
  }
  if (images.length === 0) {
    context.report(offset, "gallery has no images in the export: it was removed");
    return "";
  }
  const items = images.map(
    (image) => `<p><img src="${escapeMarkup(image.url)}" alt="${escapeMarkup(image.title)}"></p>`,
  );
  return `\n\n${items.join("\n\n")}\n\n`;
}

/** A link standing for an embed: labelled by what it is and where it lives. */
export function mediaAnchor(url: string | undefined): string | undefined {
  if (!url || !/^(https?:)?\/\//i.test(url.trim())) return undefined;
  const href = url.trim();
  const kind = mediaKind(href);
  let host = href;
  try {
    host = new URL(href.startsWith("//") ? `https:${href}` : href).host;
  } catch {
    // Keeps the URL itself as the label.
  }
  return `\n\n<p><a href="${escapeMarkup(href)}">${kind} (${escapeMarkup(host)})</a></p>\n\n`;
}
