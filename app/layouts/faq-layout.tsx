import type { PageContent } from "#app/analysis/index.ts";
import { ContentParts } from "./content-parts.tsx";
import { FaqSearch } from "#app/faq/index.ts";

/** FAQ page: its text (with inline products), then the searchable FAQ list. */
export function FaqLayout({ content }: { content: PageContent }) {
  return (
    <div className="layout layout--faq">
      <div className="layout--post">
        <ContentParts content={content} />
      </div>
      <FaqSearch items={content.faq} />
    </div>
  );
}
