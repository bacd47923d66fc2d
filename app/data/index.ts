/** What other features may use of `app/data/`. */
export { type PageMessage, type PageModel } from "./load-page.ts";
