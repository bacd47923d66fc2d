/**
 * One sanitizer policy for the build (DOMPurify on jsdom) and the browser (DOMPurify on the
 * page's DOM), so a page looks the same whichever side rendered it.
 */
import type { DOMPurify as Purifier, Config } from "dompurify";
import type { Sanitize } from "./render-markdown.ts";

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select", "option", "dialog"],
  FORBID_ATTR: ["style", "srcset", "formaction", "xlink:href", "action"],
  // Only web, mail, phone and relative URLs survive; javascript:, data:, vbscript: do not,
  // whatever their case or entity encoding (DOMPurify decodes before matching).
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel|sms):|[^:]*(?:[/?#]|$))/i,
};

/** Binds the shared policy to a DOMPurify instance. */
export function createSanitize(purify: Purifier): Sanitize {
  purify.addHook("afterSanitizeAttributes", (node) => {
    // Links that leave the site must not get a handle on this window.
    if (node.tagName === "A" && node.getAttribute("target") === "_blank") {
      node.setAttribute("rel", "noopener noreferrer");
    }
  });
  return (html) => purify.sanitize(html, CONFIG);
}
