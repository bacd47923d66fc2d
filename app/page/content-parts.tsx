import type { PageContent } from "#app/engine/index.ts";
import { FaqAccordion } from "#app/faq/index.ts";
import { ProductCard, ProductGrid } from "#app/ui/index.ts";

/** A page's text segments and what the author placed between them, in page order. */
export function ContentParts({ content }: { content: PageContent }) {
  return content.parts.map((part, index) => {
    switch (part.kind) {
      case "text":
        return (
          <div key={index} className="prose" dangerouslySetInnerHTML={{ __html: part.html }} />
        );
      case "product":
        return <ProductCard key={index} product={part.product} placement="inline" />;
      case "grid":
        return <ProductGrid key={index} products={content.products} />;
      case "faq":
        // Its own h2, so the questions (h3) nest under it whatever headings the text has.
        return (
          <section key={index} className="faq-section" aria-labelledby={`faq-heading-${index}`}>
            <h2 id={`faq-heading-${index}`}>Frequently asked questions</h2>
            <FaqAccordion items={content.faq} />
          </section>
        );
    }
  });
}
