import type { HeaderDate, PostHeader as Header } from "#app/engine/index.ts";

interface PostHeaderProps {
  /** The page title, shown when the body has no leading `# Title` of its own. */
  title: string;
  titleHtml?: string;
  header: Header;
}

/** A blog post's or review's header: its title as the page's `h1`, then date, author and tags. */
export function PostHeader({ title, titleHtml, header }: PostHeaderProps) {
  const { date, updated, author, tags } = header;
  const byline = date || updated || author;
  return (
    <header className="post-header">
      {titleHtml === undefined ? (
        <h1>{title}</h1>
      ) : (
        // Sanitized markdown: the file's own heading, with its id.
        <div className="post-header__title" dangerouslySetInnerHTML={{ __html: titleHtml }} />
      )}
      {byline && (
        <p className="post-header__byline">
          {date && <DateLabel date={date} prefix="Published" />}
          {updated && <DateLabel date={updated} prefix="Updated" />}
          {author && <span className="post-header__author">By {author}</span>}
        </p>
      )}
      {tags.length > 0 && (
        <ul className="post-header__tags" aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
    </header>
  );
}

function DateLabel({ date, prefix }: { date: HeaderDate; prefix: string }) {
  return (
    <span className="post-header__date">
      {prefix} <time dateTime={date.iso}>{date.label}</time>
    </span>
  );
}
