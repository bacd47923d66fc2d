/**
 * Hugo shortcodes as markdown: `highlight` a fenced code block, `figure` a figure with its
 * caption, `youtube`/`vimeo`/`gist`/`twitter`/`instagram` links, `ref`/`relref` the page's URL.
 * `param` the page's or the site's value, `details` its summary and text. A shortcode Hugo authors
 * escaped with a comment inside its braces stays text (inline code outside code, as written inside
 * it). Any other shortcode is reported and leaves its inner text: nothing the page showed is lost.
 */
import { parseAttributes, type Attributes } from "#tools/import/lib/attributes.ts";
import { escapeMarkup } from "#app/markdown/index.ts";
import { fence } from "#tools/import/lib/html-to-markdown.ts";
import { codeRanges, isInCode } from "#tools/import/lib/code-ranges.ts";

export interface HugoShortcodeContext {
  /** The old URL of the page a `ref` names, or undefined when no imported page is that file. */
  resolveRef(target: string): string | undefined;
  /** A `param`'s value: the page's front matter, else the site's `params`. */
  param(name: string): string | undefined;
  report(offset: number, message: string): void;
}

const ARGS = String.raw`((?:[^>%]|[>%](?!\}\}))*?)`;
const SHORTCODE = new RegExp(
  [
    String.raw`\{\{([<%])\/\*([\s\S]*?)\*\/([>%])\}\}`,
    String.raw`\{\{[<%]-?\s*([\w.-]+)${ARGS}\s*-?[>%]\}\}([\s\S]*?)\{\{[<%]-?\s*\/\s*\4\s*-?[>%]\}\}`,
    String.raw`\{\{[<%]-?\s*(\/?)\s*([\w./-]+)${ARGS}\s*-?\/?[>%]\}\}`,
  ].join("|"),
  "g",
);

export function convertHugoShortcodes(markdown: string, context: HugoShortcodeContext): string {
  const code = codeRanges(markdown);
  return markdown.replace(SHORTCODE, (whole: string, ...groups: unknown[]) => {
    const [escOpen, escBody, escClose, pairName, pairArgs, inner, closing, singleName, singleArgs] =
      groups as (string | undefined)[];
    const offset = groups[groups.length - 2] as number;
    // Shown as text by Hugo: inside code as written, elsewhere as inline code (text here too).
    if (escOpen !== undefined) {
      const shown = `{{${escOpen}${escBody ?? ""}${escClose ?? ""}}}`;
      return isInCode(code, offset) ? shown : `\`${shown}\``;
    }
    const name = (pairName ?? singleName ?? "").toLowerCase();
    const attributes = parseAttributes(pairName ? (pairArgs ?? "") : (singleArgs ?? ""));
    if (closing) {
      context.report(offset, `closing shortcode {{< /${name} >}} without its opening: removed`);
      return "";
    }
    const converted = convert(name, attributes, inner, context, offset);
    if (converted !== undefined) return converted;
    context.report(
      offset,
      `shortcode {{< ${name} >}} has no equivalent here: ${inner?.trim() ? "only its inner text was kept" : "it was removed"}`,
    );
    return inner === undefined ? "" : convertHugoShortcodes(inner, context);
  });
}

function convert(
  name: string,
  a: Attributes,
  inner: string | undefined,
  context: HugoShortcodeContext,
  offset: number,
): string | undefined {
  const first = a["0"] ?? "";
  switch (name) {
    case "highlight":
    case "code":
      return inner === undefined
        ? undefined
        : fence(inner.replace(/^\r?\n/, ""), (a.lang ?? first).replace(/[^\w+#-]/g, ""));
    case "figure":
      return figure(a);
    case "param": {
      const value = context.param(a.name ?? first);
      if (value === undefined) return undefined;
      return escapeMarkup(value);
    }
    case "details":
      return inner === undefined
        ? undefined
        : `**${escapeMarkup(a.summary ?? "Details")}**\n\n${convertHugoShortcodes(inner, context).trim()}`;
    case "youtube":
      return link("Video (www.youtube.com)", `https://www.youtube.com/watch?v=${a.id ?? first}`);
    case "vimeo":
    case "vimeo_simple":
      return link("Video (vimeo.com)", `https://vimeo.com/${a.id ?? first}`);
    case "gist":
      return link(
        `Gist ${first}/${a["1"] ?? ""}`,
        `https://gist.github.com/${first}/${a["1"] ?? ""}`,
      );
    case "twitter":
    case "tweet":
    case "x":
      return a.user && a.id
        ? link(`Post by @${a.user}`, `https://x.com/${a.user}/status/${a.id}`)
        : first
          ? link("Post on X", `https://x.com/i/status/${first}`)
          : undefined;
    case "instagram":
      return link("Instagram post", `https://www.instagram.com/p/${a.id ?? first}/`);
    case "ref":
    case "relref": {
      const target = a.path ?? first;
      const url = context.resolveRef(target);
      if (url === undefined)
        context.report(
          offset,
          `{{< ${name} "${target}" >}} names no imported page: the link goes nowhere`,
        );
      return url ?? "#";
    }
    default:
      return undefined;
  }
}

function link(label: string, url: string): string {
  return `[${label}](${url})`;
}

function figure(a: Attributes): string | undefined {
  const src = a.src ?? a["0"];
  if (!src) return undefined;
  const caption = [a.title, a.caption].filter(Boolean).join(": ");
  const image = `![${(a.alt ?? caption).replace(/[[\]]/g, "")}](${src.replace(/ /g, "%20")})`;
  const shown = a.link ? `[${image}](${a.link})` : image;
  const lines = ["<figure>", "", shown, ""];
  if (caption) lines.push(`<figcaption>${escapeMarkup(caption)}</figcaption>`);
  return `${lines.join("\n")}\n</figure>`;
}
