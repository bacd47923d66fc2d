/**
 * Finds the blocks and markers of a markdown file (docs/authoring.md, "Blocks"): HTML comments whose opening word names a block. Comments inside fenced code are text.
 * Offsets are character offsets in the file, so every problem can point at its line.
 */
import { contentError, contentWarning, type ContentProblem } from "./content-problem.ts";

/** The block names an author may use (the opening word, case-insensitive). */
export const BLOCK_NAMES = ["META", "PRODUCTS", "FAQ", "DATA"] as const;
/** The markers an author may use; `INSERT PRODUCT` takes an optional 1-based number. */
export const MARKER_NAMES = ["INSERT PRODUCT", "INSERT FAQ"] as const;

export type BlockName = (typeof BLOCK_NAMES)[number];

export interface Range {
  start: number;
  end: number;
}

export interface Block extends Range {
  name: BlockName;
  /** The text after the opening word, up to `-->`. */
  body: string;
  bodyOffset: number;
}

export type Marker = (Range & { kind: "product"; number?: number }) | (Range & { kind: "faq" });

export interface ScannedMarkdown {
  /** Known blocks, in file order (repeats included). */
  blocks: Block[];
  /** Well-formed markers, in file order. */
  markers: Marker[];
  /** Every comment outside fenced code: none of them is part of the rendered text. */
  comments: Range[];
  problems: ContentProblem[];
}

const OPENING_WORD = /^\s*([A-Za-z]+)/;
const MARKER = /^\s*INSERT\s+(PRODUCT|FAQ)\b\s*([^\s]*)\s*$/i;

export function scanBlocks(markdown: string): ScannedMarkdown {
  const result: ScannedMarkdown = { blocks: [], markers: [], comments: [], problems: [] };
  const fences = findFencedCode(markdown);
  let from = 0;
  for (;;) {
    const start = markdown.indexOf("<!--", from);
    if (start === -1) break;
    const fence = fences.find((range) => start >= range.start && start < range.end);
    if (fence) {
      from = fence.end;
      continue;
    }
    const close = markdown.indexOf("-->", start + 4);
    if (close === -1) {
      result.problems.push(
        contentError("comment is not closed with -->; the rest of the file is hidden", start),
      );
      result.comments.push({ start, end: markdown.length });
      break;
    }
    const end = close + 3;
    result.comments.push({ start, end });
    readComment(markdown.slice(start + 4, close), start, end, result);
    from = end;
  }
  return result;
}

function readComment(inner: string, start: number, end: number, result: ScannedMarkdown): void {
  const word = OPENING_WORD.exec(inner);
  if (!word?.[1]) return;
  const name = word[1].toUpperCase();
  if ((BLOCK_NAMES as readonly string[]).includes(name)) {
    const bodyStart = word[0].length;
    result.blocks.push({
      name: name as BlockName,
      body: inner.slice(bodyStart),
      bodyOffset: start + 4 + bodyStart,
      start,
      end,
    });
    return;
  }
  if (name === "INSERT") {
    const marker = MARKER.exec(inner);
    if (!marker) {
      result.problems.push(contentWarning(`unknown marker "${inner.trim()}": ignored`, start));
    } else if (marker[1]?.toUpperCase() === "FAQ") {
      if (marker[2])
        result.problems.push(
          contentWarning(`INSERT FAQ takes no argument: "${marker[2]}" ignored`, start),
        );
      result.markers.push({ kind: "faq", start, end });
    } else if (!marker[2]) {
      result.markers.push({ kind: "product", start, end });
    } else if (/^[1-9]\d*$/.test(marker[2])) {
      result.markers.push({ kind: "product", number: Number(marker[2]), start, end });
    } else {
      result.problems.push(
        contentError(`INSERT PRODUCT needs a product number from 1, got "${marker[2]}"`, start),
      );
    }
    return;
  }
  if (/^[A-Z]{2,}$/.test(word[1])) {
    result.problems.push(contentWarning(`unknown block "${word[1]}": ignored`, start));
  }
}

/** Ranges of fenced code (``` or ~~~), where a comment is example text, not a block. */
export function findFencedCode(markdown: string): Range[] {
  const ranges: Range[] = [];
  const line = /^ {0,3}(`{3,}|~{3,})[^\n]*$/gm;
  let open: { char: string; length: number; start: number } | undefined;
  for (let match = line.exec(markdown); match; match = line.exec(markdown)) {
    const fence = match[1] ?? "";
    const char = fence.charAt(0);
    if (!open) {
      // A backtick fence's info string may not contain a backtick.
      if (char === "`" && match[0].slice(match[0].indexOf(fence) + fence.length).includes("`"))
        continue;
      open = { char, length: fence.length, start: match.index };
    } else if (char === open.char && fence.length >= open.length && match[0].trim() === fence) {
      ranges.push({ start: open.start, end: match.index + match[0].length });
      open = undefined;
    }
  }
  if (open) ranges.push({ start: open.start, end: markdown.length });
  return ranges;
}
