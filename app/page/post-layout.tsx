import type { PageContent } from "#app/analysis/index.ts";
import { ContentParts } from "./content-parts.tsx";
import { pageHtml } from "./page-html.ts";

/**
 * Blog and review page: the post header (rendered by the loader), then text with single product
 * cards floated between its segments.
 */
export function PostLayout({ content }: { content: PageContent }) {
  const headerHtml = pageHtml(content, "header", content.headerHtml);
  return (
    <div className="layout layout--post">
      {headerHtml && (
        <header
          className="post-header"
          data-html="header"
          dangerouslySetInnerHTML={{ __html: headerHtml }}
        />
      )}
      <ContentParts content={content} />
    </div>
  );
}
