/**
 * Finds the blocks and markers of a markdown file (docs/authoring.md, "Blocks"): HTML comments, where markdown itself sees one, whose opening word names a block. The
 * file is lexed once; comments are read from its HTML tokens, so text in code (inline, fenced or
 * indented, at any depth) is never a block. Offsets are character offsets in the file, so every
 * problem can point at its line.
 */
import { lexMarkdown } from "#app/markdown/index.ts";
import { findHeadingSkips } from "./heading-levels.ts";
import { contentError, contentWarning, type ContentProblem } from "./content-problem.ts";
import { findFrontMatter, type FrontMatterRange } from "./front-matter.ts";
import { rewriteForeignSyntax } from "./foreign-rewrite.ts";
import { findComments, type FoundComment } from "./comments.ts";
import { buildFlow, type FlowItem, type Marker, type Range } from "./flow.ts";
import type { LinkTarget } from "./link-targets.ts";

export type { FlowItem, Marker };

/** The block names an author may use (the opening word, case-insensitive). */
const BLOCK_NAMES = ["META", "PRODUCTS", "FAQ", "DATA"] as const;

export type BlockName = (typeof BLOCK_NAMES)[number];

export interface Block extends Range {
  name: BlockName;
  /** The text after the opening word, up to `-->`. */
  body: string;
  bodyOffset: number;
}

export interface ScannedMarkdown {
  frontMatter?: FrontMatterRange;
  /** Known blocks, in file order (repeats included). */
  blocks: Block[];
  /** Well-formed markers, in file order. */
  markers: Marker[];
  /** Every comment outside code: none of them is part of the rendered text. */
  comments: Range[];
  flow: FlowItem[];
  /** `{{key}}` written where markdown shows text (not in code, not in META or DATA). */
  placeholders: { key: string; offset: number }[];
  /** Links and images outside code and comments, markdown and raw HTML (link-targets.ts). */
  links: LinkTarget[];
  problems: ContentProblem[];
}

const OPENING_WORD = /^\s*([A-Za-z]+)/;
const MARKER = /^\s*INSERT\s+(PRODUCT|FAQ)\b\s*([^\s]*)\s*$/i;

/** `markdown` must use `\n` line ends (see analyzeMarkdown). */
export function scanBlocks(file: string): ScannedMarkdown {
  const frontMatter = findFrontMatter(file);
  const from = frontMatter?.end ?? 0;
  let tokens = lexMarkdown(file.slice(from));
  // Other generators' shortcodes and tags are taken out (same offsets), then the text read again.
  const foreign = rewriteForeignSyntax(file, tokens, from);
  const markdown = foreign.source;
  if (markdown !== file) tokens = lexMarkdown(markdown.slice(from));
  const found = findComments(tokens, markdown, from);
  const result: ScannedMarkdown = {
    ...(frontMatter && { frontMatter }),
    blocks: [],
    markers: [],
    comments: found.comments.map(({ start, end }) => ({ start, end })),
    flow: [],
    placeholders: [],
    links: found.links,
    problems: [...foreign.problems, ...findHeadingSkips(tokens, from)],
  };
  const markerAt = new Map<FoundComment, Marker>();
  for (const comment of found.comments) {
    if (!comment.closed) {
      result.problems.push(
        contentError("comment is not closed with -->: the text after it is hidden", comment.start),
      );
      continue;
    }
    const marker = readComment(comment, result);
    if (marker) markerAt.set(comment, marker);
  }
  const unsubstituted = result.blocks.filter(
    (item) => item.name === "META" || item.name === "DATA",
  );
  result.placeholders = found.placeholders.filter(
    ({ offset }) => !unsubstituted.some((block) => offset >= block.start && offset < block.end),
  );
  result.flow = buildFlow(tokens, found.comments, markerAt, result.problems);
  return result;
}

function readComment(comment: FoundComment, result: ScannedMarkdown): Marker | undefined {
  const { start, end } = comment;
  const inner = comment.text.slice(4, comment.closed ? -3 : undefined);
  const word = OPENING_WORD.exec(inner);
  if (!word?.[1]) return undefined;
  const name = word[1].toUpperCase();
  if ((BLOCK_NAMES as readonly string[]).includes(name)) {
    const bodyStart = word[0].length;
    const block = { name: name as BlockName, body: inner.slice(bodyStart), start, end };
    result.blocks.push({ ...block, bodyOffset: start + 4 + bodyStart });
    return undefined;
  }
  if (name === "INSERT") return readMarker(inner, start, end, result);
  if (/^[A-Z]{2,}$/.test(word[1]))
    result.problems.push(contentWarning(`unknown block "${word[1]}": ignored`, start));
  return undefined;
}

function readMarker(inner: string, start: number, end: number, result: ScannedMarkdown) {
  const marker = MARKER.exec(inner);
  let found: Marker | undefined;
  if (!marker) {
    result.problems.push(contentWarning(`unknown marker "${inner.trim()}": ignored`, start));
  } else if (marker[1]?.toUpperCase() === "FAQ") {
    if (marker[2])
      result.problems.push(
        contentWarning(`INSERT FAQ takes no argument: "${marker[2]}" ignored`, start),
      );
    found = { kind: "faq", start, end };
  } else if (!marker[2]) {
    found = { kind: "product", start, end };
  } else if (/^[1-9]\d*$/.test(marker[2])) {
    found = { kind: "product", number: Number(marker[2]), start, end };
  } else {
    result.problems.push(
      contentError(`INSERT PRODUCT needs a product number from 1, got "${marker[2]}"`, start),
    );
  }
  if (found) result.markers.push(found);
  return found;
}
