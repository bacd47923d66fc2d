import type { PageContent } from "#app/analysis/index.ts";
import { ContentParts } from "./content-parts.tsx";

/** Generic page: text segments, the product grid where the author put it, the FAQ accordion. */
export function GenericLayout({ content }: { content: PageContent }) {
  return (
    <div className="layout layout--generic">
      <ContentParts content={content} />
    </div>
  );
}
