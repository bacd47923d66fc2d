import DOMPurify from "dompurify";
import { createSanitize } from "./sanitize-config.ts";

/** The browser's sanitizer: same policy as the build (sanitize-config.ts). */
export const sanitize = createSanitize(DOMPurify, document);
