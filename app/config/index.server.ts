/** What other features may use of `app/config/` on the server (Node: the build, the server, the tools). */
export { readSiteEnv, readSiteEnvOrExit } from "./env.ts";
