/** What other features may use of `app/markdown/` in the browser (lazily loaded code only). */
export { sanitize } from "./sanitize.client.ts";
