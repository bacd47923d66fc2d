import type { PageContent } from "#app/engine/index.ts";
import { ContentParts } from "./content-parts.tsx";
import { PostHeader } from "./post-header.tsx";

/**
 * Blog and review page: the post header, then text with single product cards floated between
 * its segments.
 */
export function PostLayout({ content, title }: { content: PageContent; title: string }) {
  return (
    <div className="layout layout--post">
      {content.header && (
        <PostHeader title={title} titleHtml={content.titleHtml} header={content.header} />
      )}
      <ContentParts content={content} />
    </div>
  );
}
