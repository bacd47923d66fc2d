/**
 * What the search index reads from a prerendered page: the `<article>` marked
 * `data-search-body` (app/search/search-index-attributes.ts), without elements marked
 * `data-search-ignore` (product cards, the FAQ search box) or scripts, styles and no-script
 * text. Its h1 is the title; each later heading with an id starts a section (a FAQ question is
 * one: a result of its own). A page without the marked article (a listing, the SPA fallback) is
 * not indexed.
 *
 * A scanner, not an HTML parser: it reads React's own output, which closes every element and
 * escapes every text and attribute.
 */
import { decodeEntities } from "#app/markdown/index.ts";
import type { PageRecord, PageSection } from "./site-index-format.ts";

const ARTICLE = /<article\b[^>]*\bdata-search-body\b[^>]*>/;
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const VOID = new Set([
  "area",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);
const SKIPPED = new Set(["script", "style", "noscript", "template"]);
const HEADING = /^h([1-6])$/;
/** Elements inside a line of text: their edges are not word breaks ("<b>fee</b>."). */
const INLINE = new Set([
  "a",
  "abbr",
  "b",
  "bdi",
  "cite",
  "code",
  "data",
  "del",
  "dfn",
  "em",
  "i",
  "ins",
  "kbd",
  "mark",
  "q",
  "s",
  "samp",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "time",
  "u",
  "var",
]);

export function extractPage(html: string, url: string): PageRecord | undefined {
  const open = ARTICLE.exec(html);
  if (!open) return undefined;
  const kind = /\bdata-search-meta="kind:([^"]*)"/.exec(open[0])?.[1] ?? "";
  const record: PageRecord = { url, title: "", kind: decodeEntities(kind), text: "", sections: [] };
  let section: PageSection | undefined;
  let heading: { level: number; anchor?: string; text: string } | undefined;
  /** Name and depth of the element being skipped, while inside one. */
  let skip: { name: string; depth: number } | undefined;
  let depth = 0;
  let from = open.index + open[0].length;
  const append = (text: string) => {
    if (skip || text === "") return;
    if (heading) heading.text += text;
    else if (section) section.text += text;
    else record.text += text;
  };
  const add = (raw: string) => append(decodeEntities(raw));
  TAG.lastIndex = from;
  for (let match = TAG.exec(html); match; match = TAG.exec(html)) {
    add(html.slice(from, match.index));
    from = TAG.lastIndex;
    const [, closing, rawName = "", attributes = ""] = match;
    const name = rawName.toLowerCase();
    if (VOID.has(name)) {
      add(" ");
      continue;
    }
    if (closing) {
      if (name === "article" && depth === 0) break;
      depth -= 1;
      if (skip && name === skip.name && depth === skip.depth) skip = undefined;
      if (!skip && heading && HEADING.exec(name)?.[1] === String(heading.level)) {
        const { level, anchor, text } = heading;
        heading = undefined;
        const title = squash(text);
        if (level === 1 && !record.title) record.title = title;
        else if (anchor) {
          section = { anchor, title, text: "" };
          record.sections.push(section);
        } else append(` ${title} `);
      }
      if (!INLINE.has(name)) add(" ");
      continue;
    }
    if (!skip && (SKIPPED.has(name) || /\sdata-search-ignore\b/.test(attributes))) {
      skip = { name, depth };
    }
    depth += 1;
    const level = HEADING.exec(name)?.[1];
    if (!skip && level && !heading) {
      const anchor = /\sid="([^"]*)"/.exec(attributes)?.[1];
      heading = {
        level: Number(level),
        text: "",
        ...(anchor && { anchor: decodeEntities(anchor) }),
      };
    } else add(" ");
  }
  record.text = squash(record.text);
  for (const item of record.sections) item.text = squash(item.text);
  return record;
}

function squash(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
