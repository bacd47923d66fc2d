/** Site search: the header control (loads the dialog and index on first use) and index markup. */
export { SearchButton, SEARCH_PAGE_PATH } from "./search-button.tsx";
export { searchIndexAttributes, searchKindOf } from "./search-index-attributes.ts";
