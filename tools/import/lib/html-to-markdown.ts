/**
 * HTML to the site's markdown with turndown and its GFM plugin (tables, strikethrough, task
 * lists). Figures keep their caption, media become links, and what cannot be shown safely
 * (scripts, forms, frames without a source) is reported instead of vanishing.
 */
import TurndownService from "turndown";
import { gfm } from "turndown-plugin-gfm";
import { escapeMarkup } from "#app/markdown/index.ts";

export interface HtmlProblem {
  /** A short piece of the HTML that was dropped, to find it in the source. */
  snippet: string;
  message: string;
}

const KEPT_INLINE = ["sup", "sub", "kbd", "abbr", "mark", "ins", "cite", "dfn", "q", "small"];
const KEPT_BLOCK = ["dl", "details"];
const DROPPED = ["script", "style", "noscript", "form", "input", "button", "select", "textarea"];
const MEDIA = ["iframe", "video", "audio", "embed", "object", "source"];

function createService(problems: HtmlProblem[]): TurndownService {
  const service = new TurndownService({
    headingStyle: "atx",
    codeBlockStyle: "fenced",
    bulletListMarker: "-",
    emDelimiter: "_",
    hr: "---",
  });
  service.use(gfm);
  service.keep([...KEPT_INLINE, ...KEPT_BLOCK] as TurndownService.Filter);
  service.addRule("dropped", {
    filter: DROPPED as TurndownService.Filter,
    replacement(_content, node) {
      const html = (node as HTMLElement).outerHTML;
      problems.push({
        snippet: html.slice(0, 80),
        message: `<${node.nodeName.toLowerCase()}> removed: the site never runs or shows it`,
      });
      return "";
    },
  });
  service.addRule("figure", {
    filter: (node) => node.nodeName === "FIGURE" && node.getElementsByTagName("img").length > 0,
    replacement(_content, node) {
      const figure = node as HTMLElement;
      const caption = figure.getElementsByTagName("figcaption")[0]?.textContent?.trim();
      const images = Array.from(figure.getElementsByTagName("img"), (img) =>
        imageMarkdown(img, caption),
      );
      const lines = ["<figure>", "", ...images.flatMap((image) => [image, ""])];
      if (caption) lines.push(`<figcaption>${escapeMarkup(caption)}</figcaption>`);
      return `\n\n${lines.join("\n")}\n</figure>\n\n`;
    },
  });
  service.addRule("media", {
    filter: MEDIA as TurndownService.Filter,
    replacement(_content, node) {
      const element = node as HTMLElement;
      const src =
        element.getAttribute("src") ??
        element.getAttribute("data") ??
        element.getElementsByTagName("source")[0]?.getAttribute("src");
      if (!src) {
        if (element.nodeName !== "SOURCE" && element.getElementsByTagName("source").length === 0)
          problems.push({
            snippet: element.outerHTML.slice(0, 80),
            message: `<${element.nodeName.toLowerCase()}> without a source removed`,
          });
        return "";
      }
      return `\n\n${mediaLink(src, element.getAttribute("title") ?? undefined)}\n\n`;
    },
  });
  service.addRule("plainPre", {
    filter: (node) => node.nodeName === "PRE" && node.getElementsByTagName("code").length === 0,
    replacement(_content, node) {
      return `\n\n${fence(node.textContent ?? "", "")}\n\n`;
    },
  });
  return service;
}

/** A markdown link for an embedded video, audio file or other media, named by its kind. */
function mediaLink(url: string, title?: string): string {
  const kind = mediaKind(url);
  let host = "";
  try {
    host = ` (${new URL(url.startsWith("//") ? `https:${url}` : url).host})`;
  } catch {
    // A relative source keeps the plain label.
  }
  const label = title ? `${kind}: ${title}` : `${kind}${host}`;
  return `[${label.replace(/[[\]]/g, "")}](${encodeDest(url)})`;
}

/** What a media URL plays, for its link's label. */
export function mediaKind(url: string): string {
  if (/youtu\.?be|vimeo|wordpress\.tv|\.(mp4|m4v|webm|ogv|mov)(\?|$)/i.test(url)) return "Video";
  if (/\.(mp3|ogg|oga|m4a|wav|wma|flac)(\?|$)/i.test(url)) return "Audio";
  return "Embedded content";
}

/** A fenced code block long enough never to be closed by a fence inside the code. */
export function fence(code: string, language: string): string {
  const longest = Math.max(2, ...[...code.matchAll(/`{3,}/g)].map((match) => match[0].length));
  const marks = "`".repeat(longest + 1);
  return `${marks}${language}\n${code.replace(/\n$/, "")}\n${marks}`;
}

/** An image as markdown; without alt text, its figure's caption describes it. */
function imageMarkdown(img: HTMLImageElement, caption = ""): string {
  const alt = (img.getAttribute("alt") || caption).replace(/[[\]\\]/g, "").replace(/\s+/g, " ");
  return `![${alt}](${encodeDest(img.getAttribute("src") ?? "")})`;
}

/** A link destination markdown reads whole: spaces and parentheses encoded. */
export function encodeDest(url: string): string {
  return url.replace(/ /g, "%20").replace(/\(/g, "%28").replace(/\)/g, "%29");
}

/** Converts `html` to markdown; `problems` receives what was removed and why. */
export function htmlToMarkdown(html: string, problems: HtmlProblem[] = []): string {
  if (html.trim() === "") return "";
  // The block editor writes line breaks in preformatted text as <br>: they are the code's lines.
  const pres = html.replace(/<pre\b[\s\S]*?<\/pre>/gi, (pre) => pre.replace(/<br\s*\/?>/gi, "\n"));
  return createService(problems).turndown(pres).trim();
}
