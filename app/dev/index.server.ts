/** What other features may use of `app/dev/` on the server (Node: the build, the server, the tools). */
export { contentPreviewPlugin } from "./content-plugin.ts";
