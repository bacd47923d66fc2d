/** What other features may use of `app/faq/`. */
export { FaqAccordion } from "./faq-accordion.tsx";
export { FaqSearch } from "./faq-search-box.tsx";
export { default as faqCss } from "./faq.css?inline";
