/** What Node code (benchmarks) may use of `app/faq/`: the search logic, without components. */
export { buildFaqHaystacks, matchFaqs } from "./faq-search.ts";
