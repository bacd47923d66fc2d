/** What Node code may use of `app/content/` beside its index.ts: the content hash (node:crypto). */
export { hashOf } from "./folder/hash.server.ts";
