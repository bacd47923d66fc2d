/** Site search: the header control (loads the dialog and index on first use) and index markup. */
export { SearchButton } from "./search-button.tsx";
export { searchIndexAttributes } from "./search-index-attributes.ts";
export { default as searchButtonCss } from "./search-button.css?inline";
