/** What other features may use of `app/data/`. */
export { fetchText } from "./http.ts";
export { type PageMessage, type PageModel } from "./load-page.ts";
