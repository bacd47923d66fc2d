import { useEffect, useId, useMemo, useState } from "react";
import type { FaqItem } from "#app/analysis/index.ts";
import type * as SearchCode from "./faq-search.ts";
import { FaqAccordion } from "./faq-accordion.tsx";

/**
 * The FAQ page's list: heading `FAQs`, a search box, a clear button `X`. The matching code loads
 * with the first keystroke, so pages that are only read never download it.
 */
export function FaqSearch({ items }: { items: readonly FaqItem[] }) {
  const [term, setTerm] = useState("");
  const [search, setSearch] = useState<typeof SearchCode>();
  const headingId = useId();
  useEffect(() => {
    if (term && !search) void import("./faq-search.ts").then((code) => setSearch(code));
  }, [term, search]);
  const haystacks = useMemo(() => search?.buildFaqHaystacks(items), [search, items]);
  const visible = useMemo(
    () => (search && haystacks ? search.matchFaqs(haystacks, term) : items.map(() => true)),
    [search, haystacks, items, term],
  );
  const shown = visible.filter(Boolean).length;
  return (
    <section className="faq-search" aria-labelledby={headingId}>
      <h2 id={headingId} data-search-ignore="">
        FAQs
      </h2>
      <div className="faq-search__bar" role="search" data-search-ignore="">
        <input
          type="search"
          className="faq-search__input"
          placeholder="Search FAQs"
          aria-label="Search FAQs"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
        <button
          type="button"
          className="faq-search__clear"
          title="Clear search"
          onClick={() => setTerm("")}
        >
          X
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {term.trim() ? `${shown} of ${items.length} questions match` : ""}
      </p>
      <FaqAccordion items={items} visible={visible} />
    </section>
  );
}
