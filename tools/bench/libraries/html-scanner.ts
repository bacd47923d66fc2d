/**
 * The search extraction's HTML scanner (docs/decisions/052): app/search/extract-page.ts beside
 * the same extraction written on htmlparser2's streaming parser and on parse5's tree, over the
 * generated site of the search benchmark (tools/search/generate-pages.ts). Each variant reads
 * every page PASSES times; the note counts the pages whose record differs from the scanner's.
 *   node tools/bench/libraries/html-scanner.ts [--pages 2000]   (ROUNDS=5 by default)
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { extractPage, type PageRecord } from "#app/search/index.server.ts";
import { generatePages } from "#tools/search/generate-pages.ts";
import type { DefaultTreeAdapterTypes } from "parse5";
import { paired, type Timed } from "./paired.ts";

const PASSES = 5;
const at = process.argv.indexOf("--pages");
const count = at === -1 ? 2000 : Number(process.argv[at + 1]);
const dir = mkdtempSync(join(tmpdir(), "scanner-"));
await generatePages(dir, count);
const pages = readdirSync(join(dir, "posts")).map((n) =>
  readFileSync(join(dir, "posts", n, "index.html"), "utf8"),
);
rmSync(dir, { recursive: true });

const VOID = /^(area|br|col|embed|hr|img|input|link|meta|source|track|wbr)$/;
const SKIPPED = /^(script|style|noscript|template)$/;
const INLINE =
  /^(a|abbr|b|bdi|cite|code|data|del|dfn|em|i|ins|kbd|mark|q|s|samp|small|span|strong|sub|sup|time|u|var)$/;
type PageSection = PageRecord["sections"][number];
const squash = (text: string) => text.replace(/\s+/g, " ").trim();

/** The scanner's rules as events, for a parser that hands over tags and decoded text. */
function extractor(url: string) {
  let record: PageRecord | undefined;
  let section: PageSection | undefined;
  let heading: { level: number; anchor?: string; text: string } | undefined;
  let skip: number | undefined;
  let depth = -1;
  const append = (text: string) => {
    if (!record || skip !== undefined || text === "") return;
    if (heading) heading.text += text;
    else if (section) section.text += text;
    else record.text += text;
  };
  return {
    open(name: string, attributes: Record<string, string>) {
      if (!record) {
        if (name !== "article" || !("data-search-body" in attributes)) return;
        const kind = /kind:(.*)/.exec(attributes["data-search-meta"] ?? "")?.[1] ?? "";
        record = { url, title: "", kind, text: "", sections: [] };
        return void (depth = 0);
      }
      if (depth < 0) return;
      if (VOID.test(name)) return append(" ");
      if (skip === undefined && (SKIPPED.test(name) || "data-search-ignore" in attributes)) {
        skip = depth;
      }
      depth += 1;
      const level = /^h([1-6])$/.exec(name)?.[1];
      if (skip === undefined && level && !heading) {
        const anchor = attributes.id;
        heading = { level: Number(level), text: "", ...(anchor && { anchor }) };
      } else append(" ");
    },
    close(name: string) {
      if (!record || depth < 0 || VOID.test(name)) return;
      if (depth === 0) return void (depth = -1);
      depth -= 1;
      if (skip === depth) skip = undefined;
      if (skip === undefined && heading && name === `h${heading.level}`) {
        const { level, anchor, text } = heading;
        heading = undefined;
        const title = squash(text);
        if (level === 1 && !record.title) record.title = title;
        else if (anchor) record.sections.push((section = { anchor, title, text: "" }));
        else append(` ${title} `);
      }
      if (!INLINE.test(name)) append(" ");
    },
    text: (text: string) => depth >= 0 && append(text),
    done(): PageRecord | undefined {
      if (!record) return undefined;
      record.text = squash(record.text);
      for (const item of record.sections) item.text = squash(item.text);
      return record;
    },
  };
}

type Extract = (html: string, url: string) => PageRecord | undefined;

async function htmlparser2(): Promise<Extract> {
  const { Parser } = await import("htmlparser2");
  return (html, url) => {
    const into = extractor(url);
    const parser = new Parser(
      { onopentag: into.open, onclosetag: into.close, ontext: into.text },
      { decodeEntities: true },
    );
    parser.end(html);
    return into.done();
  };
}

async function parse5(): Promise<Extract> {
  const { parse } = await import("parse5");
  type Node = DefaultTreeAdapterTypes.ChildNode;
  const walk = (node: Node, into: ReturnType<typeof extractor>): void => {
    if (node.nodeName === "#text" && "value" in node) return void into.text(node.value);
    if (!("tagName" in node)) return;
    const attributes = Object.fromEntries(node.attrs.map((a) => [a.name, a.value]));
    into.open(node.tagName, attributes);
    for (const child of node.childNodes) walk(child, into);
    into.close(node.tagName);
  };
  return (html, url) => {
    const into = extractor(url);
    for (const child of parse(html).childNodes) walk(child, into);
    return into.done();
  };
}

/** Times `extract` over every page PASSES times, then notes the pages whose record differs. */
function run(extract: Extract): Timed {
  const start = performance.now();
  for (let pass = 0; pass < PASSES; pass++) pages.forEach((html, n) => extract(html, `/${n}/`));
  const ms = performance.now() - start;
  const same = (html: string, n: number) =>
    JSON.stringify(extract(html, `/${n}/`)) === JSON.stringify(extractPage(html, `/${n}/`));
  const differ = pages.filter((html, n) => !same(html, n)).length;
  return { ms, note: `${pages.length} pages × ${PASSES}, ${differ} differ from the scanner` };
}

await paired(import.meta.filename, {
  scanner: () => run(extractPage),
  htmlparser2: async () => run(await htmlparser2()),
  parse5: async () => run(await parse5()),
});
