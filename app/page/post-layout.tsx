import type { PageContent } from "#app/engine/index.ts";
import { ContentParts } from "./content-parts.tsx";

/** Blog and review page: text with single product cards floated between its segments. */
export function PostLayout({ content }: { content: PageContent }) {
  return (
    <div className="layout layout--post">
      <ContentParts content={content} />
    </div>
  );
}
