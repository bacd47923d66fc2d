/** Site search: the header control (loads the dialog and index on first use) and index markup. */
export { SEARCH_PAGE_PATH, SearchButton } from "./search-button.tsx";
export { searchIndexAttributes, searchKindOf } from "./search-index-attributes.ts";
export { default as searchButtonCss } from "./search-button.css?inline";
