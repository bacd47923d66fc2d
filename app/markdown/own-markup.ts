/**
 * The sanitizer's fast path, for HTML that marked printed from markdown holding no raw HTML.
 * Every text there was escaped by marked, so what the policy can still remove is in the tags'
 * attributes (a `javascript:` link, an id naming a document property). Parsing such HTML into a
 * DOM and serializing it again costs most of a page's render on the build's jsdom; this reads the
 * tags with a strict scanner instead, applies the same attribute decisions, and prints what the
 * DOM serializer would print, byte for byte (tested against DOMPurify in own-markup.test.ts).
 * Anything of an unexpected shape returns `undefined`: the caller sanitizes it the full way,
 * among them every nesting the HTML tree builder would rebuild (own-markup-nesting.ts).
 */
import { nestsSafely, textStays } from "./own-markup-nesting.ts";

/**
 * The attribute decisions of the policy (sanitize-config.ts), without a DOM
 * (own-markup-policy.ts); `undefined` where they cannot be made so: the HTML goes the full way.
 */
export interface AttributePolicy {
  /** DOMPurify's own check of one attribute (allow-list and URL rules) under the policy. */
  isValidAttribute(tag: string, name: string, value: string): boolean | undefined;
  /** Whether an id or name would shadow a document or form property. */
  clobbers(value: string): boolean | undefined;
  /** The rel an affiliate link keeps with target="_blank". */
  affiliateRel: string;
}

/** The tags marked and this site's renderers print; any other tag takes the full path. */
const KNOWN_TAGS = new Set(
  "p blockquote ul ol li strong em del code pre table thead tbody tr th td a img br hr sup section div input h1 h2 h3 h4 h5 h6".split(
    " ",
  ),
);
const VOID_TAGS = new Set(["br", "hr", "img", "input"]);
/**
 * The input stream turns CR into LF and NUL into U+FFFD or nothing: the bytes would change. A
 * form feed in the leading whitespace is dropped by the parser and not put back by DOMPurify
 * (found by the fuzz test); marked prints none, so any form feed takes the full path.
 */
const NORMALIZED_BY_PARSER = /[\r\0\f]/;
const HEADING = /^h[1-6]$/;
/**
 * Between a tag's parts only HTML's whitespace, not all that `\s` matches: to the parser `</p\u00a0>`
 * is no end tag of a paragraph (found by the fuzz test).
 */
const TAG = /<(\/?)([a-z][a-z0-9]*)((?:[\t\n\f ]+[a-z][a-z0-9-]*(?:="[^"<>]*")?)*)[\t\n\f ]*>/y;
const ATTRIBUTE = /[\t\n\f ]+([a-z][a-z0-9-]*)(?:="([^"]*)")?/g;
/** The only character references marked prints; an author's own (`&copy;`) takes the full path. */
const REFERENCE = /&(?!(?:amp|lt|gt|quot|#39);)/;
/**
 * DOMPurify removes attributes that could end a comment or a raw-text element (SAFE_FOR_XML; its
 * list of elements grows between versions): any end tag in a value takes the full path.
 */
const XML_UNSAFE = /(--!?|\])>|<\//;

type Attribute = [name: string, value: string];

export function sanitizeOwnMarkup(html: string, policy: AttributePolicy): string | undefined {
  // DOMPurify returns a string without a tag as it is, unparsed (found by the fuzz test).
  if (!html.includes("<")) return html;
  if (NORMALIZED_BY_PARSER.test(html)) return undefined;
  let out = "";
  const open: string[] = [];
  let at = 0;
  while (at < html.length) {
    const lt = html.indexOf("<", at);
    const text = html.slice(at, lt === -1 ? html.length : lt);
    if (text) {
      const parent = open.at(-1) ?? "";
      if (text.includes(">") || REFERENCE.test(text)) return undefined;
      if (!textStays(parent, text)) return undefined;
      out += serializeText(text);
    }
    if (lt === -1) break;
    TAG.lastIndex = lt;
    const match = TAG.exec(html);
    if (!match) return undefined;
    const [whole, closing, tag = "", attributeText = ""] = match;
    at = lt + whole.length;
    if (!KNOWN_TAGS.has(tag)) return undefined;
    if (closing) {
      if (open.pop() !== tag || attributeText) return undefined;
      out += `</${tag}>`;
      continue;
    }
    if (!nestsSafely(tag, open)) return undefined;
    // The parser drops a line break right after `<pre>`.
    if (tag === "pre" && html[at] === "\n") return undefined;
    const attributes = readAttributes(attributeText);
    const kept = attributes && keepAttributes(tag, attributes, policy);
    if (!kept) return undefined;
    out += `<${tag}${kept.map(([name, value]) => ` ${name}="${serializeValue(value)}"`).join("")}>`;
    if (!VOID_TAGS.has(tag)) open.push(tag);
  }
  return open.length === 0 ? out : undefined;
}

function readAttributes(text: string): Attribute[] | undefined {
  const attributes: Attribute[] = [];
  for (const [, name = "", raw = ""] of text.matchAll(ATTRIBUTE)) {
    if (REFERENCE.test(raw) || attributes.some(([seen]) => seen === name)) return undefined;
    attributes.push([name, decodeValue(raw)]);
  }
  return attributes;
}

/** The policy's decisions, as DOMPurify and the hooks in sanitize-config.ts make them. */
function keepAttributes(
  tag: string,
  attributes: readonly Attribute[],
  policy: AttributePolicy,
): Attribute[] | undefined {
  const kept: Attribute[] = [];
  for (const [name, value] of attributes) {
    // DOMPurify trims values and drops some others; rare enough to leave to it. An `is` it
    // removes comes back empty (found by probing DOMPurify's removal of attributes).
    if (value !== value.trim() || XML_UNSAFE.test(value) || name === "is") return undefined;
    if (tag === "input" && !["type", "checked", "disabled", "aria-label"].includes(name)) continue;
    if (name === "target" && !(tag === "a" && value === "_blank")) continue;
    if ((name === "id" || name === "name") && !(HEADING.test(tag) && name === "id")) {
      const clobbers = policy.clobbers(value);
      if (clobbers === undefined) return undefined;
      if (clobbers) continue;
    }
    const valid = policy.isValidAttribute(tag, name, value);
    if (valid === undefined) return undefined;
    if (valid) kept.push([name, value]);
  }
  const value = (name: string) => kept.find(([seen]) => seen === name)?.[1];
  if (tag === "input" && (value("type")?.toLowerCase() !== "checkbox" || value("disabled") !== ""))
    return undefined;
  if (tag === "a" && value("target") !== undefined && value("rel") !== policy.affiliateRel) {
    const rel = kept.find(([name]) => name === "rel");
    if (rel) rel[1] = "noopener noreferrer";
    else kept.push(["rel", "noopener noreferrer"]);
  }
  return kept;
}

function decodeValue(raw: string): string {
  return raw
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

/** What the DOM serializer prints for a text node (marked's `&lt;` `&gt;` `&amp;` stay). */
function serializeText(text: string): string {
  return text.replaceAll("&quot;", '"').replaceAll("&#39;", "'").replaceAll("\u00a0", "&nbsp;");
}

/** What the DOM serializer prints for an attribute value. */
function serializeValue(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll('"', "&quot;")
    .replaceAll("\u00a0", "&nbsp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;");
}
