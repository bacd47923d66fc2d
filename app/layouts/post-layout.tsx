import type { PageContent } from "#app/analysis/index.ts";
import { ContentParts } from "./content-parts.tsx";

/**
 * Blog and review page: the post header (rendered by the loader), then text with single product
 * cards floated between its segments.
 */
export function PostLayout({ content }: { content: PageContent }) {
  return (
    <div className="layout layout--post">
      {content.headerHtml && (
        <header className="post-header" dangerouslySetInnerHTML={{ __html: content.headerHtml }} />
      )}
      <ContentParts content={content} />
    </div>
  );
}
