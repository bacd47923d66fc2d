/** Shortcode arguments as WordPress and Hugo write them: `a="x" b='y' c=z "positional" word`. */

const ATTRIBUTE =
  /([\w-]+)\s*=\s*"([^"]*)"|([\w-]+)\s*=\s*'([^']*)'|([\w-]+)\s*=\s*([^\s'"]+)|"([^"]*)"|'([^']*)'|`([^`]*)`|(\S+)/g;

export type Attributes = Record<string, string>;

/** Named arguments by lower-cased name; positional ones as "0", "1", … */
export function parseAttributes(text: string): Attributes {
  const attributes: Attributes = {};
  let position = 0;
  for (const match of text.matchAll(ATTRIBUTE)) {
    const name = match[1] ?? match[3] ?? match[5];
    if (name) attributes[name.toLowerCase()] = match[2] ?? match[4] ?? match[6] ?? "";
    else attributes[String(position++)] = match[7] ?? match[8] ?? match[9] ?? match[10] ?? "";
  }
  return attributes;
}
