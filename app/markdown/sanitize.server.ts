import { createRequire } from "node:module";
import type createDOMPurify from "dompurify";
import type { JSDOM } from "jsdom";
import { withOwnMarkup } from "./own-markup-policy.ts";
import { createSanitize } from "./sanitize-config.ts";

let full: ((html: string) => string) | undefined;

/**
 * The browser's policy on a jsdom window, made when the first HTML the fast path leaves to it
 * comes (raw HTML in a page): loading jsdom takes about 0.45 s of a render thread, and most
 * pages, and most edits, never need it (decision 085).
 */
function fullSanitizer(): (html: string) => string {
  if (full === undefined) {
    const require = createRequire(import.meta.url);
    const dom = require("jsdom") as { JSDOM: typeof JSDOM };
    const purify = require("dompurify") as typeof createDOMPurify;
    const { window } = new dom.JSDOM("");
    full = createSanitize(purify(window), window.document);
  }
  return full;
}

/** The build-time sanitizer: the fast path (no DOM), else DOMPurify on jsdom. */
export const sanitize = withOwnMarkup((html) => fullSanitizer()(html));
