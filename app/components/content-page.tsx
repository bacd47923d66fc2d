import { Link } from "react-router";
import type { PageModel } from "#app/content/load-page.ts";

/** A content page: the rendered markdown, then a listing's links. */
export function ContentPage({ model }: { model: PageModel }) {
  const { page, content } = model;
  return (
    <article className={`page page--${page.layout}`}>
      {content?.parts.map((part, index) =>
        part.kind === "text" ? <div key={index} className="prose" dangerouslySetInnerHTML={{ __html: part.html }} /> : null,
      )}
      {page.links && (
        <ul className="listing">
          {page.links.map((link) => (
            <li key={link.url}>
              <Link to={link.url}>{link.title}</Link>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
