/**
 * One WordPress post's HTML as markdown: block-editor comments removed, shortcodes expanded,
 * automatic paragraphs for classic-editor text, a URL alone on its line (an oEmbed) made a
 * link, then HTML to markdown. Problems are reported at the export's file and line.
 */
import { htmlToMarkdown, type HtmlProblem } from "#tools/import/lib/html-to-markdown.ts";
import { lineAt, type Reporter } from "#tools/import/lib/reporter.ts";
import { extractFootnotes } from "./footnotes.ts";
import { expandShortcodes, mediaAnchor, type Attachment } from "./shortcodes.ts";
import { wpautop } from "./wpautop.ts";

export interface ContentSource {
  file: string;
  /** The line of the export where this content starts. */
  line: number;
  reporter: Reporter;
  attachedImages(): Attachment[];
  attachment(id: string): Attachment | undefined;
  /** A ThirstyAffiliates link by post id (the `[thirstylink]` shortcode). */
  affiliateLink?(id: string): { url?: string; name: string } | undefined;
  /** The post's `footnotes` meta (block editor), JSON. */
  footnotes?: string;
}

const BLOCK_COMMENT = /<!--\s*\/?wp:[\s\S]*?-->/g;
const MORE = /<!--\s*(more|nextpage|noteaser)\b[^>]*-->/g;
const BARE_URL_LINE = /^[ \t]*(?:<p>)?[ \t]*(https?:\/\/[^\s<>"]+)[ \t]*(?:<\/p>)?[ \t]*$/gm;

export function convertWordPressContent(content: string, source: ContentSource): string {
  const text = content.replace(/\r\n?/g, "\n");
  const isBlocks = /<!--\s*\/?wp:/.test(text);
  // Removed comments keep their line breaks: an offset in `prepared` is on the export's line.
  const prepared = blank(blank(text, BLOCK_COMMENT), MORE);
  const report = (offset: number, message: string) =>
    source.reporter.add(source.file, lineAt(prepared, offset, source.line), message);
  let html = expandShortcodes(prepared, { ...source, report });
  html = outsidePre(html, (part) =>
    part.replace(BARE_URL_LINE, (line, url: string) => mediaAnchor(url) ?? line),
  );
  if (!isBlocks) html = wpautop(html);
  const footnotes = extractFootnotes(html, source.footnotes);
  const problems: HtmlProblem[] = [];
  const markdown = footnotes.finish(htmlToMarkdown(footnotes.html, problems));
  for (const problem of problems) {
    const at = prepared.indexOf(problem.snippet.slice(0, 30));
    report(Math.max(0, at), problem.message);
  }
  return markdown;
}

/** Removes matches but keeps their line breaks, so offsets after them keep their line. */
function blank(text: string, pattern: RegExp): string {
  return text.replace(pattern, (match) => match.replace(/[^\n]/g, ""));
}

function outsidePre(html: string, change: (part: string) => string): string {
  return html
    .split(/(<pre\b[\s\S]*?<\/pre>)/i)
    .map((part, index) => (index % 2 === 1 ? part : change(part)))
    .join("");
}
