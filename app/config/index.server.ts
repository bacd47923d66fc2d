/** What Node code (the build, the server, the tools) may use of `app/config/`. */
export {
  DEFAULT_COUNTRY_HEADER,
  DEFAULT_PRICE_MAX_AGE_DAYS,
  EnvError,
  readClicksEnv,
  readPriceMaxAgeDays,
  readSiteEnv,
  readSiteEnvOrExit,
  type ClicksEnv,
  type SiteEnv,
} from "./env.ts";
export { isLoopback, readBackOfficeEnv } from "./back-office-env.ts";
export { readContentGitEnv, type ContentGitEnv } from "./content-git-env.ts";
export { readEnvironment, readEnvironmentOrExit } from "./environment.ts";
export { type Environment } from "./variables.ts";
