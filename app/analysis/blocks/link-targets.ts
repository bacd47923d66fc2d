/**
 * Every link and image a file shows, with where it is written: markdown links and images (inline,
 * reference, autolinks) and raw HTML `<a href>` and `<img src>`. Code and comments are passed
 * over, as the page does, so the checker follows exactly what a visitor could click or load, and
 * the image step makes variants for exactly the images a page shows.
 */
import {
  decodeEntities,
  findHtmlTags,
  tagAttribute,
  type Token,
  type Tokens,
} from "#app/markdown/index.ts";

export interface LinkTarget {
  kind: "link" | "image";
  /** As written (markdown's escapes resolved, HTML entities decoded). */
  url: string;
  /** Offset in the file of the link or image (its `[`, `!` or `<`). */
  offset: number;
  /**
   * Offset in the file of the URL as written: in the link, else in its reference definition,
   * else the link's own offset.
   */
  urlOffset: number;
  /** Written as raw HTML (`<a>`, `<img>`), not markdown. */
  html: boolean;
  /** A markdown link's text as written (none for a raw `<a>`). */
  text?: string;
  /** An image's alt text (none for an `<img>` without one). */
  alt?: string;
  title?: string;
}

const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
const URL_ATTRIBUTE = { a: "href", img: "src" } as const;

/**
 * Collects the targets of a file's tokens, each visited once with its offset (token-walk.ts).
 * A reference link's URL is written in its definition, which may come later in the file: its
 * `urlOffset` is settled by `finish`.
 */
export function createLinkTargets(source: string) {
  const targets: LinkTarget[] = [];
  const definitions = new Map<string, number>();
  const byReference: LinkTarget[] = [];
  return {
    visit(token: Token, start: number): void {
      if (token.type === "def") {
        const { href, raw } = token as Tokens.Def;
        const at = href === "" ? -1 : source.indexOf(href, start);
        if (at !== -1 && at < start + raw.length && !definitions.has(href))
          definitions.set(href, at);
      } else if (token.type === "link" || token.type === "image") {
        const target = markdownTarget(token as Tokens.Link | Tokens.Image, start, source);
        targets.push(target);
        if (target.urlOffset === -1) byReference.push(target);
      } else if (token.type === "html") {
        collectHtmlTargets(token.raw, start, source, targets);
      }
    },
    finish(): LinkTarget[] {
      for (const target of byReference)
        target.urlOffset = definitions.get(target.url) ?? target.offset;
      return targets;
    },
  };
}

/** `urlOffset` is -1 when the URL is not written in the link itself (a reference link). */
function markdownTarget(
  token: Tokens.Link | Tokens.Image,
  start: number,
  source: string,
): LinkTarget {
  const { href, text, title, raw } = token;
  const at = href === "" ? start : source.indexOf(href, start);
  const words = token.type === "image" ? { alt: text } : { text };
  return {
    kind: token.type,
    url: href,
    offset: start,
    urlOffset: at !== -1 && at < start + raw.length ? at : -1,
    html: false,
    ...words,
    ...(title && { title }),
  };
}

/** Raw `<a href>` and `<img src>` in an HTML token's text, comments left out. */
function collectHtmlTargets(
  raw: string,
  start: number,
  source: string,
  targets: LinkTarget[],
): void {
  // Comments (blocks included) are not shown: their links are not followed.
  const text = raw.replace(COMMENT, (comment) => " ".repeat(comment.length));
  const from = source.indexOf(raw, start);
  const base = from === -1 ? start : from;
  for (const tag of findHtmlTags(text, ["a", "img"])) {
    const name = tag.name === "a" ? "a" : "img";
    const url = tagAttribute(tag, URL_ATTRIBUTE[name]);
    if (!url) continue;
    const read = (attribute: string) => {
      const found = tagAttribute(tag, attribute);
      return found && decodeEntities(found.value);
    };
    const alt = name === "img" ? read("alt") : undefined;
    const title = read("title");
    targets.push({
      kind: name === "a" ? "link" : "image",
      url: decodeEntities(url.value),
      offset: base + tag.start,
      urlOffset: base + url.valueOffset,
      html: true,
      ...(alt !== undefined && { alt }),
      ...(title !== undefined && { title }),
    });
  }
}
