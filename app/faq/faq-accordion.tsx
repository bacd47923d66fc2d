import { memo, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { FaqItem } from "#app/analysis/index.ts";
import { ProductCard } from "#app/ui/index.ts";
import { findFragmentTarget } from "./fragment-target.ts";

/**
 * FAQ items whose questions open and close their answers; several may be open at once.
 * Answers are always in the HTML (prerendered, findable, readable without JavaScript: see the
 * `<noscript>` rule in root.tsx); closed ones are hidden by CSS keyed on `data-open`.
 * `visible[i] === false` hides item i (the FAQ search) without losing its open state.
 * Each question's heading has a stable id: a link to `#<id>` (site search) opens that answer.
 */
export function FaqAccordion({
  items,
  visible,
}: {
  items: readonly FaqItem[];
  visible?: readonly boolean[];
}) {
  const { hash, key } = useLocation();
  const target = findFragmentTarget(
    items.map((item) => item.id),
    hash,
  );
  return (
    <ul className="faq-list">
      {items.map((item, index) => (
        <FaqEntry
          key={index}
          item={item}
          openFor={index === target ? key : null}
          hidden={visible?.[index] === false}
        />
      ))}
    </ul>
  );
}

interface FaqEntryProps {
  item: FaqItem;
  /** The location key of a visit whose URL fragment names this question: open and show it. */
  openFor: string | null;
  hidden: boolean;
}

const FaqEntry = memo(function FaqEntry({ item, openFor, hidden }: FaqEntryProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // After hydration (the prerendered page cannot know the fragment): open, then scroll to it.
  useEffect(() => {
    if (openFor === null) return;
    const frame = requestAnimationFrame(() => {
      setOpen(true);
      heading.current?.scrollIntoView({ block: "start" });
    });
    return () => cancelAnimationFrame(frame);
  }, [openFor]);
  return (
    <li className="faq-item" data-open={open} hidden={hidden}>
      <h3 className="faq-item__heading" id={item.id} ref={heading}>
        <button
          type="button"
          className="faq-item__question"
          id={`${id}-q`}
          aria-expanded={open}
          aria-controls={`${id}-a`}
          onClick={() => setOpen(!open)}
        >
          <span>{item.question}</span>
          <span className="faq-item__arrow" aria-hidden="true" data-search-ignore="">
            {open ? "▲" : "▼"}
          </span>
        </button>
      </h3>
      <div className="faq-item__answer" id={`${id}-a`} role="region" aria-labelledby={`${id}-q`}>
        <div className="prose" dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
        {item.product && (
          // The same product may be on the page already: its landmark is named by the question too.
          <ProductCard
            product={item.product}
            placement="answer"
            name={`${item.product.title}: ${item.question}`}
          />
        )}
      </div>
    </li>
  );
});
