import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";
import { createSanitize } from "./sanitize-config.ts";

/** The build-time sanitizer: the browser's policy, on a jsdom window. */
const { window } = new JSDOM("");
export const sanitize = createSanitize(createDOMPurify(window), window.document);
