/**
 * One sanitizer policy for the build (DOMPurify on jsdom) and the browser (DOMPurify on the
 * page's DOM), so a page looks the same whichever side rendered it.
 *
 * Raw HTML policy (docs/decisions/010-markdown-one-parse.md): authors may write the HTML that
 * text needs (inline formatting, tables, `<details>`, images, `<figure>`, links), never what
 * runs or submits. Gone: script, style, form controls and dialogs, every `on*` handler, `style`
 * and `srcset` attributes, comments, and URLs that are not web, mail, phone or relative.
 * `data:` URLs survive only as the source of an image or other media element, where they are
 * inert pictures (DOMPurify's DATA_URI_TAGS); in a link they are removed like `javascript:`.
 * Two narrow exceptions: a disabled checkbox (a GFM task list item: `type`, `checked`,
 * `disabled` and `aria-label` only) and `target="_blank"` on a link, which gets
 * `rel="noopener noreferrer"`, except an affiliate link the site rendered itself, which keeps
 * `rel="sponsored nofollow noopener"` (it must keep its Referer: `/go/` counts the page).
 */
import type { DOMPurify as Purifier, Config } from "dompurify";

/**
 * What every affiliate link carries; no `noreferrer`, so `/go/` can count the page it was on.
 * Defined here, with the policy that lets it through; the engine's `go:` links use it.
 */
export const AFFILIATE_REL = "sponsored nofollow noopener";

/**
 * Only web, mail, phone and relative URLs survive; javascript:, vbscript: and (outside media
 * sources) data: do not, whatever their case or entity encoding (DOMPurify decodes first).
 */
export const ALLOWED_URI = /^(?:(?:https?|mailto|tel|sms):|[^:]*(?:[/?#]|$))/i;
export const FORBIDDEN_ATTRIBUTES = ["style", "srcset", "formaction", "xlink:href", "action"];

export const PURIFY_CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ["style", "form", "button", "textarea", "select", "option", "dialog"],
  FORBID_ATTR: FORBIDDEN_ATTRIBUTES,
  ADD_ATTR: ["target"],
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  // DOMPurify's own clobbering check drops every id that names a document property, heading
  // ids like "title" or "images" included. The hook below applies that check to every other
  // element: an id on a heading cannot shadow a document property.
  SANITIZE_DOM: false,
};

const HEADING = /^H[1-6]$/;
/** What a task list checkbox may carry: it shows a state (and names it), it takes no input. */
const CHECKBOX_ATTRIBUTES = new Set(["type", "checked", "disabled", "aria-label"]);

/**
 * Binds the shared policy to a DOMPurify instance working on `document`: the full sanitizer
 * (own-markup-policy.ts `withOwnMarkup` puts the fast path in front of it).
 */
export function createSanitize(purify: Purifier, document: Document): (html: string) => string {
  const form = document.createElement("form");
  purify.addHook("uponSanitizeAttribute", (node, data) => {
    if (data.attrName === "target")
      data.keepAttr = node.nodeName === "A" && data.attrValue === "_blank";
    if (node.nodeName === "INPUT") data.keepAttr = CHECKBOX_ATTRIBUTES.has(data.attrName);
    if (data.attrName !== "id" && data.attrName !== "name") return;
    if (HEADING.test(node.nodeName) && data.attrName === "id") return;
    if (data.attrValue in document || data.attrValue in form) data.keepAttr = false;
  });
  purify.addHook("afterSanitizeAttributes", (node) => {
    // Links that leave the site must not get a handle on this window. Affiliate links keep
    // their Referer, which is how `/go/` counts the page a click came from.
    if (node.tagName !== "A" && node.hasAttribute("target")) node.removeAttribute("target");
    if (node.tagName === "A" && node.hasAttribute("target")) {
      if (node.getAttribute("target") !== "_blank") node.removeAttribute("target");
      else if (node.getAttribute("rel") !== AFFILIATE_REL) {
        node.setAttribute("rel", "noopener noreferrer");
      }
    }
    // The one input allowed: a checkbox nobody can change (task lists). Any other is removed.
    if (node.tagName === "INPUT") {
      if (node.getAttribute("type")?.toLowerCase() === "checkbox")
        node.setAttribute("disabled", "");
      else node.remove();
    }
  });
  return (html) => purify.sanitize(html, PURIFY_CONFIG);
}
