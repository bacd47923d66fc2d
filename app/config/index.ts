/** What other features may use of `app/config/`. */
export { site } from "./site.ts";
export { placeholderBaseUrl } from "./placeholder-base-url.ts";
