import { Link } from "react-router";
import type { SearchHit } from "./search-hits.ts";

/** The hits as links: kind of page, title, and the excerpt with the matched words marked. */
export function SearchResultList({
  hits,
  onFollow,
}: {
  hits: readonly SearchHit[];
  onFollow: () => void;
}) {
  if (hits.length === 0) return null;
  return (
    <ul className="search-results" aria-label="Search results">
      {hits.map((hit) => (
        <li key={hit.url}>
          <Link to={hit.url} className="search-result" onClick={onFollow}>
            <span className="search-result__title">{hit.title}</span>
            <span className="search-result__kind">{hit.kind}</span>
            <span className="search-result__excerpt">
              {hit.excerpt.map((part, index) =>
                part.marked ? <mark key={index}>{part.text}</mark> : part.text,
              )}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
