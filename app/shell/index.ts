/**
 * What the root may use of `app/shell/`: the site header (with search), the footer, social links,
 * the reload after a failed chunk load.
 */
export { SiteFooter } from "./site-footer.tsx";
export { SiteHeader } from "./site-header.tsx";
export { reloadOnStaleChunk } from "./stale-chunk-reload.ts";
export { SocialLinks } from "./social-links.tsx";
export { default as socialLinksCss } from "./social-links.css?inline";
export { default as siteFooterCss } from "./site-footer.css?inline";
export { default as siteHeaderCss } from "./site-header.css?inline";
