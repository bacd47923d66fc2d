/**
 * The site's one reader of raw HTML tags (`<img>`, `<a>`) in text: the analysis reads an author's
 * raw tags with it (where a page links and which images it shows), and the image step reads the
 * sanitized HTML's `<img>` elements with it before giving them variants. Attributes are read as
 * the HTML tokenizer reads them: a quoted value may hold `>`, the first of two equal names wins,
 * names are case-insensitive, and only tab, line feed, form feed, return and space separate them.
 */

export interface HtmlAttribute {
  /** Lower case. */
  name: string;
  /** As written: quotes removed, entities not decoded; "" for a name without a value. */
  value: string;
  /** Where the value starts in the text (where the name starts, for a name without a value). */
  valueOffset: number;
}

export interface HtmlTag {
  /** Lower case. */
  name: string;
  /** The offset of `<` and the offset after `>`. */
  start: number;
  end: number;
  /** In the order written, without repeated names. */
  attributes: HtmlAttribute[];
}

const SPACES = "\t\n\f\r ";
const isSpace = (char: string) => char !== "" && SPACES.includes(char);
/** An opening tag's name, ended as the tokenizer ends it. */
const OPENING = /<([A-Za-z][^\t\n\f\r />]*)/g;

/** The opening tags named `names` (lower case) in `html`, in order; a tag never closed with `>` is none. */
export function findHtmlTags(html: string, names: readonly string[]): HtmlTag[] {
  const tags: HtmlTag[] = [];
  OPENING.lastIndex = 0;
  for (let match = OPENING.exec(html); match; match = OPENING.exec(html)) {
    const name = (match[1] ?? "").toLowerCase();
    if (!names.includes(name)) continue;
    const tag = readAttributes(html, match.index + match[0].length);
    if (!tag) continue;
    tags.push({ name, start: match.index, end: tag.end, attributes: tag.attributes });
    OPENING.lastIndex = tag.end;
  }
  return tags;
}

/** The attribute `name` (lower case) of `tag`, as HTML keeps it: the first one written. */
export function tagAttribute(tag: HtmlTag, name: string): HtmlAttribute | undefined {
  return tag.attributes.find((attribute) => attribute.name === name);
}

function readAttributes(
  html: string,
  from: number,
): { end: number; attributes: HtmlAttribute[] } | undefined {
  const attributes: HtmlAttribute[] = [];
  let at = from;
  const skip = (test: (char: string) => boolean) => {
    while (at < html.length && test(html.charAt(at))) at += 1;
  };
  for (;;) {
    skip((char) => isSpace(char) || char === "/");
    if (at >= html.length) return undefined;
    if (html.charAt(at) === ">") return { end: at + 1, attributes };
    const nameStart = at;
    at += 1; // a name may start with "=" (the tokenizer's rule); after that, "=" ends it
    skip((char) => !isSpace(char) && char !== "/" && char !== ">" && char !== "=");
    const name = html.slice(nameStart, at).toLowerCase();
    skip((char) => isSpace(char));
    let value = "";
    let valueOffset = nameStart;
    if (html.charAt(at) === "=") {
      at += 1;
      skip((char) => isSpace(char));
      const quote = html.charAt(at);
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, at + 1);
        if (close === -1) return undefined;
        valueOffset = at + 1;
        value = html.slice(at + 1, close);
        at = close + 1;
      } else {
        valueOffset = at;
        skip((char) => !isSpace(char) && char !== ">");
        value = html.slice(valueOffset, at);
      }
    }
    if (!attributes.some((attribute) => attribute.name === name))
      attributes.push({ name, value, valueOffset });
  }
}
