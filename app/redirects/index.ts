/** What other features may use of `app/redirects/`: redirects.json and front-matter aliases → checked table. */
export {
  normalizeRedirectPath,
  readRedirectTarget,
  redirectLocation,
  type RedirectTarget,
} from "#app/content-folder/index.ts";
export {
  mayHaveAliases,
  parseRedirectsFile,
  readFrontMatterAliases,
  readRedirectsFile,
  type RedirectOrigin,
  type RedirectProblem,
  type RedirectRule,
  type RedirectStatus,
} from "./redirect-rules.ts";
export {
  EMPTY_REDIRECTS,
  buildRedirectTable,
  findRedirect,
  listRedirectSources,
  type RedirectSite,
  type RedirectTable,
} from "./redirect-table.ts";
export { loadRedirects, publishedPages } from "./load-redirects.ts";
export { linkAliasRules } from "./link-aliases.ts";
export {
  readRedirectTableFile,
  REDIRECT_TABLE_FILE,
  staticLinkRules,
  toRedirectTableFile,
  type RedirectTableFile,
  type SiteRedirects,
  type StaticLinkRule,
} from "./redirect-table-file.ts";
