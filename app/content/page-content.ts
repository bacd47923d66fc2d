/**
 * A markdown file → the parts a layout shows. Foundation version: the meta block is read and
 * every comment block is removed; the rest renders as one piece of HTML. The content engine
 * (blocks, segments, products, FAQ) replaces the body of this function.
 */
import * as v from "valibot";
import type { Logger } from "./load-page.ts";
import { MetaBlockSchema, type MetaBlock } from "./meta.ts";
import type { PageLayout } from "./resolve-page.ts";

export interface PageContent {
  metaBlock: MetaBlock;
  html: string;
}

interface ParseContext {
  renderMarkdown(markdown: string): string;
  baseUrl: string;
  log: Logger;
}

const COMMENT_BLOCK = /<!--([\s\S]*?)-->/g;

export function parsePageContent(markdown: string, _layout: PageLayout, context: ParseContext): PageContent {
  let metaBlock: MetaBlock = {};
  const text = markdown.replace(COMMENT_BLOCK, (_, body: string) => {
    const match = /^\s*META\b([\s\S]*)$/i.exec(body);
    if (match) metaBlock = parseMetaBlock(match[1] ?? "", context.log);
    return "";
  });
  const withBase = text.replaceAll("{{baseUrl}}", context.baseUrl);
  return { metaBlock, html: context.renderMarkdown(withBase) };
}

function parseMetaBlock(json: string, log: Logger): MetaBlock {
  try {
    const result = v.safeParse(MetaBlockSchema, JSON.parse(json));
    if (result.success) return result.output;
  } catch {
    // reported below
  }
  log.error("Failed to parse meta block");
  return {};
}
