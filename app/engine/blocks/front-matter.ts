/**
 * YAML front matter, as Astro, Hugo and Jekyll authors write it: page metadata and data at the
 * very top of the file. Known meta keys fill the meta block; every other key is page data.
 */
import { parse, YAMLParseError } from "yaml";
import { contentError, contentWarning, type ContentProblem } from "./content-problem.ts";
import type { PageData } from "./data-block.ts";
import { META_PARSE_ERROR } from "./meta-block.ts";
import { MetaBlockSchema, type MetaBlock } from "./meta.ts";

export interface FrontMatterRange {
  /** The YAML between the fences, and where it starts in the file. */
  body: string;
  bodyOffset: number;
  /** Where the markdown after the closing fence starts. */
  end: number;
}

export interface ParsedFrontMatter {
  meta: MetaBlock;
  data: PageData;
  problems: ContentProblem[];
}

const FENCED = /^---[ \t]*\n([\s\S]*?\n)?(?:---|\.\.\.)[ \t]*(?:\n|$)/;
const META_KEYS = new Set(Object.keys(MetaBlockSchema.entries));

/** The front matter at the very top of `markdown` (`---` lines around YAML), if there is one. */
export function findFrontMatter(markdown: string): FrontMatterRange | undefined {
  const match = FENCED.exec(markdown);
  if (!match) return undefined;
  return { body: match[1] ?? "", bodyOffset: markdown.indexOf("\n") + 1, end: match[0].length };
}

/** YAML that does not parse, or is not a mapping of keys, is reported like a bad meta block. */
export function parseFrontMatter({ body, bodyOffset }: FrontMatterRange): ParsedFrontMatter {
  const result: ParsedFrontMatter = { meta: {}, data: {}, problems: [] };
  let yaml: unknown;
  try {
    yaml = parse(body, { logLevel: "error" });
  } catch (error) {
    const at = error instanceof YAMLParseError ? (error.pos[0] ?? 0) : 0;
    // An error found at the end (an unclosed list) points at the last line written, not the fence.
    const last = body.trimEnd().lastIndexOf("\n") + 1;
    const detail = error instanceof Error ? error.message.split("\n")[0] : String(error);
    const offset = at >= body.trimEnd().length ? last : at;
    result.problems.push(contentError(META_PARSE_ERROR, bodyOffset + offset, detail));
    return result;
  }
  if (yaml === null || yaml === undefined) return result;
  if (typeof yaml !== "object" || Array.isArray(yaml)) {
    const detail = "front matter must be key: value lines";
    result.problems.push(contentError(META_PARSE_ERROR, bodyOffset, detail));
    return result;
  }
  for (const [key, value] of Object.entries(yaml)) {
    const text = toText(value);
    if (text === undefined) {
      const message = `front matter "${key}" is not text or a list of text: ignored`;
      result.problems.push(contentWarning(message, bodyOffset + Math.max(0, body.indexOf(key))));
    } else if (META_KEYS.has(key)) result.meta[key as keyof MetaBlock] = text;
    else result.data[key] = text;
  }
  return result;
}

/** Scalars as written (dates stay ISO strings in YAML 1.2); a list becomes comma-separated. */
function toText(value: unknown): string | undefined {
  if (value === null) return "";
  if (["string", "number", "boolean"].includes(typeof value)) return String(value);
  if (
    Array.isArray(value) &&
    value.every((item) => toText(item) !== undefined && !Array.isArray(item))
  )
    return value.map((item) => toText(item)).join(", ");
  return undefined;
}
