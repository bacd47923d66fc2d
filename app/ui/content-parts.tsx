import { Fragment } from "react";
import type { ContentPart, PageContent } from "#app/engine/page/page-content.ts";
import { FaqAccordion } from "#app/faq/faq-accordion.tsx";
import { Disclosure } from "#app/affiliate/disclosure.tsx";
import { ProductCard } from "./product-card.tsx";
import { ProductGrid } from "./product-grid.tsx";

/**
 * A page's text segments and what the author placed between them, in page order, with the
 * affiliate disclosure where the engine placed it (`disclosureAt`).
 */
export function ContentParts({ content }: { content: PageContent }) {
  const parts = content.parts.map((part, index) => (
    <Fragment key={index}>
      {content.disclosureAt === index && <Disclosure />}
      <Part content={content} part={part} />
    </Fragment>
  ));
  return content.disclosureAt === parts.length ? [...parts, <Disclosure key="last" />] : parts;
}

function Part({ content, part }: { content: PageContent; part: ContentPart }) {
  switch (part.kind) {
    case "text":
      return <div className="prose" dangerouslySetInnerHTML={{ __html: part.html }} />;
    case "product":
      return <ProductCard product={part.product} placement="inline" />;
    case "grid":
      return <ProductGrid products={content.products} />;
    case "faq":
      return (
        <section className="faq-section" aria-label="Frequently asked questions">
          <FaqAccordion items={content.faq} />
        </section>
      );
  }
}
