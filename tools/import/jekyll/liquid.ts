/**
 * Liquid in a Jekyll page: `{% highlight %}` a fenced code block, `{% raw %}` text shown as
 * code (as written inside a code block), `{{ site.url }}`/`{{ site.baseurl }}` and `relative_url`
 * site paths, `{{ page.x }}`/`{{ site.x }}` their values, `{% capture %}`/`{% assign %}` text
 * where it is output, `{% post_url %}` and `{% link %}` the linked page's old URL, an `{% include %}`
 * its text parameters (`content`, `caption`…). Any other tag or output is reported and removed
 * (the text between a pair of tags stays), and so are kramdown's attribute lists (`{: .class}`).
 */
import { fence } from "#tools/import/lib/html-to-markdown.ts";
import { parseAttributes } from "#tools/import/lib/attributes.ts";
import { codeRanges, isInCode } from "#tools/import/lib/code-ranges.ts";

export interface LiquidContext {
  baseUrl: string;
  siteTitle?: string;
  pageTitle: string;
  /** A `page.x` or `site.x` value (front matter, `_config.yml`) that is text. */
  lookup(path: string): string | undefined;
  /** The old URL of a post (`2015-01-29-welcome`) or a page file (`about.md`). */
  resolve(kind: "post_url" | "link", target: string): string | undefined;
  report(offset: number, message: string): void;
}

const LIQUID = new RegExp(
  [
    String.raw`\{%-?\s*raw\s*-?%\}([\s\S]*?)\{%-?\s*endraw\s*-?%\}`,
    String.raw`\{%-?\s*highlight(?:\s+([\w+#-]+))?[^%]*?-?%\}\r?\n?([\s\S]*?)\{%-?\s*endhighlight\s*-?%\}`,
    String.raw`\{%-?\s*comment\s*-?%\}[\s\S]*?\{%-?\s*endcomment\s*-?%\}`,
    String.raw`\{%-?\s*capture\s+([\w-]+)\s*-?%\}([\s\S]*?)\{%-?\s*endcapture\s*-?%\}`,
    String.raw`\{%-?\s*(\w+)\s*([\s\S]*?)\s*-?%\}`,
    String.raw`\{\{-?\s*([\s\S]*?)\s*-?\}\}`,
    String.raw`^[ \t]*\{:[^}\n]*\}[ \t]*$\n?`,
  ].join("|"),
  "gm",
);

export function convertLiquid(
  markdown: string,
  context: LiquidContext,
  variables = new Map<string, string>(),
): string {
  const code = codeRanges(markdown);
  return markdown.replace(LIQUID, (whole: string, ...groups: unknown[]) => {
    const [raw, language, highlighted, captured, capture, tag, tagArgs, output] = groups as (
      string | undefined
    )[];
    const offset = groups[groups.length - 2] as number;
    if (raw !== undefined) {
      // Text Jekyll shows as written: inside code as it is, elsewhere as inline code.
      const start = offset + whole.indexOf(raw);
      return raw.replace(/\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\}/g, (liquid, at: number) =>
        isInCode(code, start + at) ? liquid : `\`${liquid}\``,
      );
    }
    if (highlighted !== undefined) return fence(highlighted, language ?? "");
    if (captured !== undefined && capture !== undefined) {
      variables.set(captured, convertLiquid(capture, context, variables).trim());
      return "";
    }
    if (tag !== undefined) return convertTag(tag, tagArgs ?? "", context, offset, variables);
    if (output !== undefined) return convertOutput(output, context, offset, variables);
    if (whole.startsWith("{%")) return "";
    context.report(
      offset,
      `kramdown attribute list ${whole.trim()} removed: the site styles pages itself`,
    );
    return "";
  });
}

function convertTag(
  tag: string,
  args: string,
  context: LiquidContext,
  offset: number,
  variables: Map<string, string>,
): string {
  const assigned = /^([\w-]+)\s*=\s*(["'])([^"']*)\2\s*$/.exec(args);
  if (tag === "assign" && assigned?.[1]) {
    variables.set(assigned[1], assigned[3] ?? "");
    return "";
  }
  if (tag === "include" || tag === "include_cached") return convertInclude(args, context, offset);
  if (tag === "post_url" || tag === "link") {
    const target = args.trim().replace(/^["']|["']$/g, "");
    const url = context.resolve(tag, target);
    if (url === undefined)
      context.report(
        offset,
        `{% ${tag} ${target} %} names no imported page: the link goes nowhere`,
      );
    return url ?? "#";
  }
  context.report(offset, `Liquid tag {% ${tag} %} has no equivalent here: removed`);
  return "";
}

/** What an include showed that its tag names: its text parameters; an image it placed. */
function convertInclude(args: string, context: LiquidContext, offset: number): string {
  const [file = ""] = args.trim().split(/\s/, 1);
  const a = parseAttributes(args.trim().slice(file.length));
  const text = TEXT_PARAMETERS.map((name) => a[name]).filter(Boolean);
  const src = a.image_path ?? a.src ?? a.url;
  const image =
    src && /\.(png|jpe?g|gif|webp|avif|svg)$/i.test(src) ? `![${a.alt ?? ""}](${src})` : "";
  const shown = [image, ...text].filter(Boolean).join("\n\n");
  context.report(
    offset,
    `Liquid tag {% include ${file} %} has no equivalent here: ${shown ? "its text parameters were kept" : "removed"}`,
  );
  return shown;
}

const TEXT_PARAMETERS = ["title", "content", "text", "caption", "description", "message", "note"];

function convertOutput(
  expression: string,
  context: LiquidContext,
  offset: number,
  variables: Map<string, string>,
): string {
  const [value = "", ...filters] = expression.split("|").map((part) => part.trim());
  const known: Record<string, string | undefined> = {
    "site.url": "",
    "site.baseurl": context.baseUrl,
    "site.title": context.siteTitle,
    "page.title": context.pageTitle,
  };
  const literal = /^(["'])(.*)\1$/.exec(value)?.[2];
  const variable = variables.get(value);
  // A captured or assigned text is shown whatever filter formats it (`markdownify`, `strip`).
  if (variable !== undefined) return variable;
  let text =
    literal ?? known[value] ?? (/^(page|site)\./.test(value) ? context.lookup(value) : undefined);
  if (
    text !== undefined &&
    filters.every((filter) => /^(relative_url|absolute_url)$/.test(filter))
  ) {
    if (filters.length > 0) text = `${context.baseUrl}/${text.replace(/^\//, "")}`;
    return text;
  }
  context.report(offset, `Liquid output {{ ${expression} }} has no equivalent here: removed`);
  return "";
}
