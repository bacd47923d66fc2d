import { memo, useId, useState } from "react";
import type { FaqItem } from "#app/engine/index.ts";
import { ProductCard } from "#app/ui/index.ts";

/**
 * FAQ items whose questions open and close their answers; several may be open at once.
 * Answers are always in the HTML (prerendered, findable, readable without JavaScript: see the
 * `<noscript>` rule in root.tsx); closed ones are hidden by CSS keyed on `data-open`.
 * `visible[i] === false` hides item i (the FAQ search) without losing its open state.
 */
export function FaqAccordion({
  items,
  visible,
}: {
  items: readonly FaqItem[];
  visible?: readonly boolean[];
}) {
  return (
    <ul className="faq-list">
      {items.map((item, index) => (
        <FaqEntry key={index} item={item} hidden={visible?.[index] === false} />
      ))}
    </ul>
  );
}

const FaqEntry = memo(function FaqEntry({ item, hidden }: { item: FaqItem; hidden: boolean }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li className="faq-item" data-open={open} hidden={hidden}>
      <h3 className="faq-item__heading">
        <button
          type="button"
          className="faq-item__question"
          id={`${id}-q`}
          aria-expanded={open}
          aria-controls={`${id}-a`}
          onClick={() => setOpen(!open)}
        >
          <span>{item.question}</span>
          <span className="faq-item__arrow" aria-hidden="true">
            {open ? "▲" : "▼"}
          </span>
        </button>
      </h3>
      <div className="faq-item__answer" id={`${id}-a`} role="region" aria-labelledby={`${id}-q`}>
        <div className="prose" dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
        {item.product && <ProductCard product={item.product} placement="answer" />}
      </div>
    </li>
  );
});
