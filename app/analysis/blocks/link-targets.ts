/**
 * Every link and image a file shows, with where it is written: markdown links and images (inline,
 * reference, autolinks) and raw HTML `<a href>` and `<img src>`. Code and comments are passed
 * over, as the page does, so the checker follows exactly what a visitor could click or load.
 */
import { decodeEntities, type Token, type Tokens } from "#app/markdown/index.ts";

export interface LinkTarget {
  kind: "link" | "image";
  /** As written (markdown's escapes resolved, HTML entities as written). */
  url: string;
  /** Offset in the file. */
  offset: number;
  /** Written as raw HTML (`<a>`, `<img>`), not markdown. */
  html: boolean;
}

const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
const HTML_TARGET = /<(a|img)\b[^>]*?\s(href|src)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi;

/** The targets of one token (its children are visited on their own). */
export function collectLinkTargets(
  token: Token,
  start: number,
  source: string,
  targets: LinkTarget[],
): void {
  if (token.type === "link" || token.type === "image") {
    const { href } = token as Tokens.Link | Tokens.Image;
    const kind = token.type === "image" ? "image" : "link";
    targets.push({ kind, url: href, offset: start, html: false });
    return;
  }
  if (token.type !== "html") return;
  // Comments (blocks included) are not shown: their links are not followed.
  const text = token.raw.replace(COMMENT, (comment) => " ".repeat(comment.length));
  const from = source.indexOf(token.raw, start);
  const base = from === -1 ? start : from;
  for (const match of text.matchAll(HTML_TARGET)) {
    const attribute = (match[2] ?? "").toLowerCase();
    const tag = (match[1] ?? "").toLowerCase();
    if ((tag === "a") !== (attribute === "href")) continue;
    const url = decodeEntities(match[3] ?? match[4] ?? match[5] ?? "");
    targets.push({
      kind: tag === "a" ? "link" : "image",
      url,
      offset: base + match.index,
      html: true,
    });
  }
}
