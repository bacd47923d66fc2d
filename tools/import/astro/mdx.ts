/**
 * MDX as markdown, keeping every word the old page showed: `import`/`export` lines are dropped
 * (they show nothing); a component's tags go, its children stay (`<Aside>Careful</Aside>` is
 * "Careful"), reported; `{frontmatter.title}`, an `export const` string and a string literal are
 * their text; any other `{expression}` is reported and removed, a `{/* comment *\/}` silently. The
 * site runs no JavaScript from content. Code blocks and inline code are left as written.
 */
import { outsideCode } from "#tools/import/lib/code-ranges.ts";

type Report = (offset: number, message: string) => void;

const STATEMENT =
  /^(?:import|export)\s[^\n]*(?:\n(?![ \t]*\n)[^\n]*)*?(?:;|['"`][ \t]*;?)[ \t]*$/gm;
const CONSTANT = /^export\s+const\s+([A-Za-z_$][\w$]*)\s*=\s*(['"`])([^\n]*?)\2\s*;?\s*$/;
const ATTRIBUTES = String.raw`(?:[^>{]|\{[^}]*\})*?`;
// A component (self-closing, or a pair and its children) or an `{expression}`, in one pass so
// that every offset reported is one into the text as written.
const JSX = new RegExp(
  String.raw`<([A-Z][\w.]*)\b${ATTRIBUTES}\/>|(<([A-Z][\w.]*)\b${ATTRIBUTES}>)([\s\S]*?)<\/\3\s*>|\{([^{}\n]*)\}`,
  "g",
);

export function convertMdx(
  markdown: string,
  report: Report,
  frontmatter: Readonly<Record<string, unknown>> = {},
): string {
  const values = new Map<string, string>();
  for (const [key, value] of Object.entries(frontmatter))
    if (typeof value === "string" || typeof value === "number")
      values.set(`frontmatter.${key}`, String(value));
  const converted = outsideCode(markdown, (text, base) =>
    convertJsx(
      text.replace(STATEMENT, (statement) => {
        const constant = CONSTANT.exec(statement);
        if (constant?.[1] && !constant[3]?.includes("${"))
          values.set(constant[1], constant[3] ?? "");
        return blank(statement);
      }),
      base,
      report,
      values,
    ),
  );
  // What was removed leaves blank lines (kept until now so reports name the right line).
  return outsideCode(converted, (text) =>
    text.replace(/^[ \t]+$/gm, "").replace(/\n{3,}/g, "\n\n"),
  );
}

/** The same number of characters and lines, nothing shown: offsets after it stay true. */
const blank = (text: string) => text.replace(/[^\n]/g, " ");

/** Components give way to their children (dedented: MDX has no indented code); expressions. */
function convertJsx(text: string, base: number, report: Report, values: Map<string, string>) {
  return text.replace(JSX, (whole: string, ...groups: unknown[]) => {
    const [self, open = "", paired, children, expression] = groups as (string | undefined)[];
    const offset = groups[5] as number;
    if (expression !== undefined)
      return convertExpression(expression, base + offset, report, values);
    if (self !== undefined || children === undefined) {
      report(
        base + offset,
        `MDX component <${self ?? paired}> has no equivalent here: removed (write what it showed as markdown)`,
      );
      return blank(whole);
    }
    report(
      base + offset,
      `MDX component <${paired}> has no equivalent here: its tags were removed, its text kept`,
    );
    const inner = dedent(convertJsx(children, base + offset + open.length, report, values));
    return blank(open) + inner + blank(whole.slice(open.length + children.length));
  });
}

function convertExpression(
  expression: string,
  offset: number,
  report: Report,
  values: Map<string, string>,
): string {
  const inside = expression.trim();
  if (/^\/\*[\s\S]*\*\/$/.test(inside)) return "";
  const literal = /^(['"`])([^'"`]*)\1$/.exec(inside)?.[2];
  const known = literal ?? values.get(inside);
  if (known !== undefined) return known;
  report(offset, `MDX expression {${expression.slice(0, 38)}} has no equivalent here: removed`);
  return "";
}

/** Lines without the indentation they all share. */
function dedent(text: string): string {
  const indents = text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => /^[ \t]*/.exec(line)?.[0].length ?? 0);
  const common = Math.min(...indents);
  if (!Number.isFinite(common) || common === 0) return text;
  return text
    .split("\n")
    .map((line) => line.slice(Math.min(common, /^[ \t]*/.exec(line)?.[0].length ?? 0)))
    .join("\n");
}
