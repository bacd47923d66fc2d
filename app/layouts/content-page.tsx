import { useRef } from "react";
import type { PageModel } from "#app/analysis/index.ts";
import type { ListingLink } from "#app/content/index.ts";
import { FaqLayout } from "./faq-layout.tsx";
import { ImagesContext } from "#app/images/index.ts";
import { searchIndexAttributes } from "#app/search/index.ts";
import { GenericLayout } from "./generic-layout.tsx";
import { ListingLayout } from "./listing-layout.tsx";
import { PostLayout } from "./post-layout.tsx";
import { useConsoleMessages } from "./use-console-messages.ts";
import { useCopyCodeButtons } from "./use-copy-code-buttons.ts";
import { useInAppLinks } from "./use-in-app-links.ts";

const NO_LINKS: readonly ListingLink[] = [];

/**
 * A content page, laid out by `page.layout`. With no content (the markdown could not be read)
 * the page area stays empty; a listing still shows its links.
 */
export function ContentPage({ model }: { model: PageModel }) {
  const { page, content } = model;
  const article = useRef<HTMLElement>(null);
  useCopyCodeButtons(article, content);
  useConsoleMessages(model.messages);
  const followInAppLink = useInAppLinks();
  return (
    <ImagesContext value={model.images}>
      <article
        ref={article}
        className={`page page--${page.layout}`}
        onClick={followInAppLink}
        {...(import.meta.env.SSR && searchIndexAttributes(page))}
      >
        {page.layout === "listing" ? (
          <ListingLayout
            path={page.path}
            content={content}
            links={page.links ?? NO_LINKS}
            pagination={page.pagination}
          />
        ) : content === null ? null : page.layout === "faq" ? (
          <FaqLayout content={content} />
        ) : page.layout === "post" ? (
          <PostLayout content={content} />
        ) : (
          <GenericLayout content={content} />
        )}
      </article>
    </ImagesContext>
  );
}
