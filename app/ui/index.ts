/** What other features may use of `app/ui/`. */
export { copyText } from "./copy-text.ts";
export { useClientValue } from "./hooks/use-client-value.ts";
export { type IconName } from "./icons/icon-names.ts";
export { Icon } from "./icons/icon.tsx";
export { LoadingIndicator } from "./loading-indicator.tsx";
export { useSiteIdentity } from "./hooks/use-site-identity.ts";
export { default as appCss } from "./styles/app.css?inline";
export { default as contentCss } from "./styles/content.css?inline";
export { default as mainCss } from "./styles/main.css?inline";
export { default as postCss } from "./styles/post.css?inline";
export { ProductCard } from "./product-card.tsx";
export { ProductGrid } from "./product-grid.tsx";
