/**
 * One sanitizer policy for the build (DOMPurify on jsdom) and the browser (DOMPurify on the
 * page's DOM), so a page looks the same whichever side rendered it.
 */
import type { DOMPurify as Purifier, Config } from "dompurify";
import type { Sanitize } from "./render-markdown.ts";
import { AFFILIATE_REL } from "#app/affiliate/go-link.ts";

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select", "option", "dialog"],
  // Affiliate links open in a new tab; the hook below gives every such link `noopener`.
  ADD_ATTR: ["target"],
  FORBID_ATTR: ["style", "srcset", "formaction", "xlink:href", "action"],
  // Only web, mail, phone and relative URLs survive; javascript:, data:, vbscript: do not,
  // whatever their case or entity encoding (DOMPurify decodes before matching).
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel|sms):|[^:]*(?:[/?#]|$))/i,
  // DOMPurify's own clobbering check drops every id that names a document property, heading
  // ids like "title" or "images" included. The hook below applies that check to every other
  // element: an id on a heading cannot shadow a document property.
  SANITIZE_DOM: false,
};

const HEADING = /^H[1-6]$/;

/** Binds the shared policy to a DOMPurify instance working on `document`. */
export function createSanitize(purify: Purifier, document: Document): Sanitize {
  const form = document.createElement("form");
  purify.addHook("uponSanitizeAttribute", (node, data) => {
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
  });
  return (html) => purify.sanitize(html, CONFIG);
}
