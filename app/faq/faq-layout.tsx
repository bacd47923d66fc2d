import type { PageContent } from "#app/engine/page/page-content.ts";
import { ContentParts } from "#app/ui/content-parts.tsx";
import { FaqSearch } from "./faq-search-box.tsx";

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
