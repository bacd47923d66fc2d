/** What the root may use of `app/shell/`: the site header (with search), the footer, social links. */
export { SiteFooter } from "./site-footer.tsx";
export { SiteHeader } from "./site-header.tsx";
export { SocialLinks } from "./social-links.tsx";
export { default as socialLinksCss } from "./social-links.css?inline";
