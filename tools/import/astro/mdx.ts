/**
 * MDX as markdown: `import`/`export` lines are dropped (they show nothing), components
 * (`<Chart />`, `<Aside>…</Aside>`) and `{expressions}` are reported and removed: the site
 * runs no JavaScript from content. Code blocks and inline code are left as written.
 */
const STATEMENT = /^(?:import|export)\s[^\n]*(?:\n(?![ \t]*\n)[^\n]*)*?(?:;|['"][ \t]*;?)[ \t]*$/gm;
const COMPONENT =
  /<([A-Z][\w.]*)\b(?:[^>{]|\{[^}]*\})*?\/>|<([A-Z][\w.]*)\b(?:[^>{]|\{[^}]*\})*>[\s\S]*?<\/\2\s*>/g;
const EXPRESSION = /\{[^{}\n]*\}/g;
const FENCE = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:\n {0,3}\1[`~]*[ \t]*(?=\n|$)|$)/gm;

export function convertMdx(
  markdown: string,
  report: (offset: number, message: string) => void,
): string {
  const converted = outsideCode(markdown, (text, base) =>
    text
      .replace(STATEMENT, (statement) => statement.replace(/[^\n]/g, ""))
      .replace(
        COMPONENT,
        (
          component: string,
          self: string | undefined,
          paired: string | undefined,
          offset: number,
        ) => {
          report(
            base + offset,
            `MDX component <${self ?? paired}> has no equivalent here: removed (write what it showed as markdown)`,
          );
          return component.replace(/[^\n]/g, "");
        },
      )
      .replace(EXPRESSION, (expression: string, offset: number) => {
        report(
          base + offset,
          `MDX expression ${expression.slice(0, 40)} has no equivalent here: removed`,
        );
        return "";
      }),
  );
  // What was removed leaves blank lines (kept until now so reports name the right line).
  return outsideCode(converted, (text) => text.replace(/\n{3,}/g, "\n\n"));
}

/** Applies `change` to the text between code (fenced blocks and inline code spans). */
function outsideCode(markdown: string, change: (text: string, offset: number) => string): string {
  let out = "";
  let last = 0;
  const pieces: [number, number][] = [];
  for (const match of markdown.matchAll(FENCE))
    pieces.push([match.index, match.index + match[0].length]);
  for (const match of markdown.matchAll(/(`+)[^`]*?\1/g)) {
    if (!pieces.some(([start, end]) => match.index >= start && match.index < end))
      pieces.push([match.index, match.index + match[0].length]);
  }
  pieces.sort((a, b) => a[0] - b[0]);
  for (const [start, end] of pieces) {
    if (start < last) continue;
    out += change(markdown.slice(last, start), last) + markdown.slice(start, end);
    last = end;
  }
  return out + change(markdown.slice(last), last);
}
