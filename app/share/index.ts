/** What other features may use of `app/share/`. */
export { ShareBar } from "./share-bar.tsx";
export { default as shareBarCss } from "./share-bar.css?inline";
