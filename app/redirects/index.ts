/** What other features may use of `app/redirects/`: redirects.json and front-matter aliases → checked table. */
export { normalizeRedirectPath, redirectLocation } from "#app/content/index.ts";
export { mayHaveAliases, readRedirectsFile, type RedirectOrigin } from "./redirect-rules.ts";
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
  type SiteRedirects,
} from "./redirect-table-file.ts";
