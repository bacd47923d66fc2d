/** What other features may use of `app/markdown/` on the server (Node: the build, the server, the tools). */
export { sanitize } from "./sanitize.server.ts";
