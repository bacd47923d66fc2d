/**
 * What other generators leave in a file, and what to write instead: Hugo shortcodes, Liquid tags
 * and output, WordPress shortcodes, MDX import lines and components. One pattern finds them all;
 * `describeForeign` names a match and says what the author should write.
 */

const WORDPRESS = "caption|wp_caption|gallery|embed|video|audio|playlist";
const LIQUID_OBJECTS = "site|page|post|layout|paginator|include|jekyll|content|forloop";
// A tag may run over lines, never over a blank one: an unclosed `{{<` does not swallow the file.
const WITHIN_PARAGRAPH = String.raw`(?:(?!\n[ \t]*\n)[\s\S])`;

/**
 * Group names tell the kinds apart; the order matters (`{{%` before `{%`, `{{<` before `{{`).
 * Hugo's escaped form (a comment inside the braces) is no shortcode: Hugo shows it as text too.
 */
export const FOREIGN_SYNTAX = new RegExp(
  [
    String.raw`(?<hugo>\{\{[<%]\s*(?<hugoClose>\/?)\s*(?<hugoName>\w[\w./-]*)${WITHIN_PARAGRAPH}*?[>%]\}\})`,
    String.raw`(?<liquidTag>\{%-?\s*(?<liquidName>\w+)${WITHIN_PARAGRAPH}*?-?%\})`,
    String.raw`(?<liquidOutput>\{\{-?\s*(?:(?:${LIQUID_OBJECTS})\b[^}\n]*|[^}|\n]*\|[^}\n]*)-?\}\})`,
    String.raw`(?<wordpress>\[(?<wpClose>\/?)(?<wpName>${WORDPRESS})\b[^\]\n]*\](?![(\[:]))`,
    String.raw`(?<mdxImport>^import\s[^\n]*?(?:\sfrom\s+)?["'][^"'\n]+["'];?[ \t]*$)`,
    String.raw`(?<mdxComponent><(?<mdxClose>\/?)(?<mdxName>[A-Z][\w.]*)(?:\s[^<>]*?)?\/?>)`,
  ].join("|"),
  "gm",
);

/** HTML elements an author may write in capitals: never an MDX component. */
const HTML_ELEMENTS = new Set(
  "a abbr aside b blockquote br caption code dd del details div dl dt em figcaption figure h1 h2 h3 h4 h5 h6 hr i iframe img ins kbd li mark ol p picture pre q s section small source span strong sub summary sup table tbody td th thead tr u ul video audio".split(
    " ",
  ),
);

export interface ForeignMatch {
  /** The opening of a pair (or a lone tag): reported. A closing tag is only left out. */
  reported: boolean;
  /** `highlight` shortcodes and tags become fenced code (foreign-rewrite.ts). */
  highlight?: { language: string; closing: RegExp };
  message: string;
}

/** What a match is, or undefined when it is not foreign syntax after all (`<IMG>`, `<A>`). */
export function describeForeign(match: RegExpExecArray): ForeignMatch | undefined {
  const found = match.groups ?? {};
  const text = match[0];
  if (found.hugo !== undefined) {
    const name = found.hugoName ?? "";
    if (name === "highlight" && !found.hugoClose)
      return {
        reported: false,
        highlight: { language: language(text), closing: HUGO_END },
        message: "",
      };
    const shown = `{{${text[2]} ${name} ${text[2] === "<" ? ">" : "%"}}}`;
    return lead(!found.hugoClose, `Hugo shortcode ${shown}`, HUGO_INSTEAD[name] ?? TEXT_INSTEAD);
  }
  if (found.liquidTag !== undefined) {
    const name = found.liquidName ?? "";
    if (name === "highlight")
      return {
        reported: false,
        highlight: { language: language(text), closing: LIQUID_END },
        message: "",
      };
    const closing = name.startsWith("end");
    return lead(!closing, `Liquid tag {% ${name} %}`, LIQUID_INSTEAD[name] ?? TEXT_INSTEAD);
  }
  if (found.liquidOutput !== undefined)
    return lead(
      true,
      `Liquid ${text}`,
      "write {{baseUrl}} for the site's address, or the text itself",
    );
  if (found.wordpress !== undefined) {
    const name = found.wpName ?? "";
    return lead(
      !found.wpClose,
      `WordPress shortcode [${name}]`,
      WORDPRESS_INSTEAD[name] ?? LINK_INSTEAD,
    );
  }
  if (found.mdxImport !== undefined)
    return lead(true, "MDX import line", "markdown needs no imports: delete the line");
  const name = found.mdxName ?? "";
  if (HTML_ELEMENTS.has(name.toLowerCase())) return undefined;
  return lead(!found.mdxClose, `MDX component <${name}>`, "write markdown or plain HTML instead");
}

const HUGO_END = /\{\{[<%]\s*\/\s*highlight\s*[>%]\}\}/;
const LIQUID_END = /\{%-?\s*endhighlight\s*-?%\}/;
const TEXT_INSTEAD = "write what it shows as markdown instead";
const LINK_INSTEAD = "write a link to it instead";
const IMAGE_INSTEAD = "write the image as ![alt](src) and its caption as text instead";
const PATH_INSTEAD = "write a link to the page's path instead, e.g. [text](/insights/post)";

const HUGO_INSTEAD: Record<string, string> = {
  youtube: "write a link to the video instead",
  vimeo: "write a link to the video instead",
  figure: IMAGE_INSTEAD,
  img: IMAGE_INSTEAD,
  ref: PATH_INSTEAD,
  relref: PATH_INSTEAD,
  gist: LINK_INSTEAD,
  tweet: LINK_INSTEAD,
  x: LINK_INSTEAD,
  instagram: LINK_INSTEAD,
};
const LIQUID_INSTEAD: Record<string, string> = {
  raw: "markdown needs no raw tag: write code in ``` fences, where everything is shown as written",
  include: "write the included text here instead",
  link: PATH_INSTEAD,
  post_url: PATH_INSTEAD,
};
const WORDPRESS_INSTEAD: Record<string, string> = {
  caption: IMAGE_INSTEAD,
  wp_caption: IMAGE_INSTEAD,
  gallery: "write each image as ![alt](src) instead",
};

function lead(reported: boolean, what: string, instead: string): ForeignMatch {
  return { reported, message: `${what} is not shown on the page: ${instead}` };
}

/** `{{< highlight python "linenos=table" >}}`, `{% highlight ruby linenos %}`: `python`, `ruby`. */
function language(text: string): string {
  const words = text.replace(/^\{[{%][<%-]?\s*highlight\s*/, "").split(/\s+/);
  return (words[0] ?? "").replace(/["']/g, "").replace(/[^\w#+.-].*$/, "");
}
