import { Link } from "react-router";
import type { PageContent, ListingLink } from "#app/engine/index.ts";
import { ContentParts } from "./content-parts.tsx";
import { useLiveLinks } from "./use-live-links.ts";

interface ListingProps {
  path: string;
  content: PageContent | null;
  links: readonly ListingLink[];
}

/** Category and FAQ subcategory listing: the category's text, then links to its entries. */
export function ListingLayout({ path, content, links: builtLinks }: ListingProps) {
  const links = useLiveLinks(path, builtLinks);
  return (
    <div className="layout layout--listing">
      {content && <ContentParts content={content} />}
      {links.length > 0 && (
        <ul className="listing">
          {links.map((link) => (
            <li key={link.url}>
              <Link to={link.url}>{link.title}</Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
