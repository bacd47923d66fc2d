import { Link } from "react-router";
import type { PageContent } from "#app/analysis/index.ts";
import type { ListingLink, Pagination } from "#app/content/index.ts";
import { ContentParts } from "./content-parts.tsx";
import { usePageLinks } from "./use-page-links.ts";

interface ListingProps {
  path: string;
  content: PageContent | null;
  links: readonly ListingLink[];
  pagination?: Pagination;
}

/**
 * Category and FAQ subcategory listing: the category's text (first page only), then links to
 * its entries, then links to the neighbouring pages of a long listing.
 */
export function ListingLayout({ path, content, links: builtLinks, pagination }: ListingProps) {
  const links = usePageLinks(path, builtLinks);
  return (
    <div className="layout layout--listing">
      {content && <ContentParts content={content} />}
      {links.length > 0 && (
        <ul className="listing">
          {links.map((link) => (
            <li key={link.url}>
              <Link to={link.url}>{link.title}</Link>
              {link.date && <time dateTime={link.date.iso}>{link.date.label}</time>}
              {link.description && <p>{link.description}</p>}
            </li>
          ))}
        </ul>
      )}
      {pagination && pagination.pageCount > 1 && <ListingPager pagination={pagination} />}
    </div>
  );
}

function ListingPager({ pagination }: { pagination: Pagination }) {
  const { page, pageCount, prev, next } = pagination;
  return (
    <nav className="listing-pager" aria-label="Listing pages">
      {prev && (
        <Link to={prev} rel="prev">
          Previous page
        </Link>
      )}
      <span className="listing-pager__status">
        Page {page} of {pageCount}
      </span>
      {next && (
        <Link to={next} rel="next">
          Next page
        </Link>
      )}
    </nav>
  );
}
