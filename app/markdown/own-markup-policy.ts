/**
 * The policy's attribute decisions for the fast path (own-markup.ts) without a DOM: what
 * DOMPurify's `isValidAttribute` answers under the policy (sanitize-config.ts), for the
 * attributes marked and this site's renderers print, and whether an id or name could shadow a
 * property of a document or a form. Where it cannot tell (another attribute, an id that reads
 * like a property name) it answers `undefined` and the HTML goes the full way (DOMPurify).
 *
 * Why: the build's DOMPurify needs jsdom, whose loading takes about 0.45 s of each render
 * thread (half a second of CPU of each edit's build), while the pages that need DOMPurify
 * itself are the few with raw HTML. Tested against DOMPurify's own answers in
 * own-markup-policy.test.ts, and the fast path as a whole against DOMPurify in own-markup tests.
 */
import { sanitizeOwnMarkup, type AttributePolicy } from "./own-markup.ts";
import type { Sanitize } from "./render-markdown.ts";
import { AFFILIATE_REL, ALLOWED_URI, FORBIDDEN_ATTRIBUTES } from "./sanitize-config.ts";

/** Allowed attributes whose values DOMPurify never checks (its URI-safe list). */
const ANY_VALUE = new Set(["alt", "class", "id", "name", "role", "summary", "title"]);
/** Allowed attributes whose values DOMPurify checks as a URL (every other allowed one). */
const URL_CHECKED = new Set([
  "align",
  "checked",
  "colspan",
  "disabled",
  "height",
  "href",
  "lang",
  "rel",
  "rowspan",
  "scope",
  "src",
  "start",
  "tabindex",
  "target",
  "type",
  "width",
]);
/** DOMPurify's patterns (3.x): data and ARIA attributes, and what it strips before a URL check. */
const DATA_ATTRIBUTE = /^data-[-\w.\u00B7-\uFFFF]+$/;
const ARIA_ATTRIBUTE = /^aria-[-\w]+$/;
// eslint-disable-next-line no-control-regex -- DOMPurify strips the C0 controls too.
const ATTRIBUTE_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;
/** Tags whose `src` may be a `data:` URL (DOMPurify's DATA_URI_TAGS). */
const DATA_URI_TAGS = new Set(["audio", "video", "img", "source", "image", "track"]);
/** Every property of a document or a form is named by letters, digits, `_` and `$` only. */
const PROPERTY_NAME = /^[\w$]*$/;

function isValidAttribute(tag: string, name: string, value: string): boolean | undefined {
  if (FORBIDDEN_ATTRIBUTES.includes(name)) return false;
  if (DATA_ATTRIBUTE.test(name) || ARIA_ATTRIBUTE.test(name) || ANY_VALUE.has(name)) return true;
  if (!URL_CHECKED.has(name)) return undefined;
  if (ALLOWED_URI.test(value.replace(ATTRIBUTE_WHITESPACE, ""))) return true;
  if ((name === "src" || name === "href") && value.startsWith("data:") && DATA_URI_TAGS.has(tag))
    return true;
  return value === "";
}

export const OWN_MARKUP_POLICY: AttributePolicy = {
  isValidAttribute,
  clobbers: (value) => (PROPERTY_NAME.test(value) ? undefined : false),
  affiliateRel: AFFILIATE_REL,
};

/** `full` (DOMPurify) with the fast path in front of it for the HTML marked printed. */
export function withOwnMarkup(full: (html: string) => string): Sanitize {
  return Object.assign((html: string) => full(html), {
    ownMarkup: (html: string) => sanitizeOwnMarkup(html, OWN_MARKUP_POLICY) ?? full(html),
  });
}
