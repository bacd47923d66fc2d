import type { PageContent, ContentPart } from "#app/analysis/index.ts";
import { FaqAccordion } from "#app/faq/index.ts";
import { ProductCard, ProductGrid } from "#app/ui/index.ts";
import { Fragment } from "react";
import { Disclosure } from "./disclosure.tsx";

/**
 * A page's text segments and what the author placed between them, in page order, with the
 * affiliate disclosure where the engine placed it (`disclosureAt`).
 */
export function ContentParts({ content }: { content: PageContent }) {
  const parts = content.parts.map((part, index) => (
    <Fragment key={index}>
      {content.disclosureAt === index && <Disclosure />}
      <Part content={content} part={part} index={index} />
    </Fragment>
  ));
  return content.disclosureAt === parts.length ? [...parts, <Disclosure key="last" />] : parts;
}

function Part({
  content,
  part,
  index,
}: {
  content: PageContent;
  part: ContentPart;
  index: number;
}) {
  switch (part.kind) {
    case "text":
      return <div className="prose" dangerouslySetInnerHTML={{ __html: part.html }} />;
    case "product":
      return <ProductCard product={part.product} placement="inline" />;
    case "grid":
      return <ProductGrid products={content.products} />;
    case "faq":
      // Its own h2, so the questions (h3) nest under it whatever headings the text has.
      return (
        <section className="faq-section" aria-labelledby={`faq-heading-${index}`}>
          <h2 id={`faq-heading-${index}`}>Frequently asked questions</h2>
          <FaqAccordion items={content.faq} />
        </section>
      );
  }
}
