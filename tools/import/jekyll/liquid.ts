/**
 * Liquid in a Jekyll page: `{% highlight %}` a fenced code block, `{% raw %}` text shown as
 * code, `{{ site.url }}`/`{{ site.baseurl }}` and `relative_url` site paths, `{% post_url %}`
 * and `{% link %}` the linked page's old URL. Any other tag or output is reported and
 * removed, and so are kramdown's attribute lists (`{: .class}`).
 */
import { fence } from "#tools/import/lib/html-to-markdown.ts";

export interface LiquidContext {
  baseUrl: string;
  siteTitle?: string;
  pageTitle: string;
  /** The old URL of a post (`2015-01-29-welcome`) or a page file (`about.md`). */
  resolve(kind: "post_url" | "link", target: string): string | undefined;
  report(offset: number, message: string): void;
}

const LIQUID = new RegExp(
  [
    String.raw`\{%-?\s*raw\s*-?%\}([\s\S]*?)\{%-?\s*endraw\s*-?%\}`,
    String.raw`\{%-?\s*highlight\s+([\w+#-]+)[^%]*?-?%\}\r?\n?([\s\S]*?)\{%-?\s*endhighlight\s*-?%\}`,
    String.raw`\{%-?\s*comment\s*-?%\}[\s\S]*?\{%-?\s*endcomment\s*-?%\}`,
    String.raw`\{%-?\s*(\w+)\s*([\s\S]*?)\s*-?%\}`,
    String.raw`\{\{-?\s*([\s\S]*?)\s*-?\}\}`,
    String.raw`^[ \t]*\{:[^}\n]*\}[ \t]*$\n?`,
  ].join("|"),
  "gm",
);

export function convertLiquid(markdown: string, context: LiquidContext): string {
  return markdown.replace(LIQUID, (whole: string, ...groups: unknown[]) => {
    const [raw, language, code, tag, tagArgs, output] = groups as (string | undefined)[];
    const offset = groups[groups.length - 2] as number;
    if (raw !== undefined)
      return raw.replace(/\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\}/g, (liquid) => `\`${liquid}\``);
    if (code !== undefined) return fence(code, language ?? "");
    if (tag !== undefined) return convertTag(tag, tagArgs ?? "", context, offset);
    if (output !== undefined) return convertOutput(output, context, offset);
    if (whole.startsWith("{%")) return "";
    context.report(
      offset,
      `kramdown attribute list ${whole.trim()} removed: the site styles pages itself`,
    );
    return "";
  });
}

function convertTag(tag: string, args: string, context: LiquidContext, offset: number): string {
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

function convertOutput(expression: string, context: LiquidContext, offset: number): string {
  const [value = "", ...filters] = expression.split("|").map((part) => part.trim());
  const known: Record<string, string | undefined> = {
    "site.url": "",
    "site.baseurl": context.baseUrl,
    "site.title": context.siteTitle,
    "page.title": context.pageTitle,
  };
  const literal = /^(["'])(.*)\1$/.exec(value)?.[2];
  let text = literal ?? known[value];
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
