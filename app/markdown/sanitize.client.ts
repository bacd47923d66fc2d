import DOMPurify from "dompurify";
import { withOwnMarkup } from "./own-markup-policy.ts";
import { createSanitize } from "./sanitize-config.ts";

/** The browser's sanitizer: same policy as the build (sanitize-config.ts), same fast path. */
export const sanitize = withOwnMarkup(createSanitize(DOMPurify, document));
