/**
 * Front matter, as Astro, Hugo, Jekyll and Eleventy authors write it: YAML between `---` lines or
 * TOML between `+++` lines (Hugo), at the very top of the file. Known keys (and their synonyms)
 * fill the meta block and the page data (front-matter-fields.ts); every other key is page data.
 */
import { parse as parseToml, TomlError } from "smol-toml";
import { parse as parseYaml, YAMLParseError } from "yaml";
import { contentError, type ContentProblem } from "./content-problem.ts";
import type { PageData } from "./data-block.ts";
import { META_PARSE_ERROR } from "./meta-block.ts";
import type { MetaBlock } from "./meta.ts";
import { readFrontMatterFields } from "./front-matter-fields.ts";

export interface FrontMatterRange {
  format: "yaml" | "toml";
  /** The text between the fences, and where it starts in the file. */
  body: string;
  bodyOffset: number;
  /** Where the markdown after the closing fence starts. */
  end: number;
}

export interface ParsedFrontMatter {
  meta: MetaBlock;
  data: PageData;
  /**
   * Every list value as a list of text, by lowercased key as written (`aliases`,
   * `redirect_from`, `tags`): `data` has them comma-separated, which a URL list cannot survive.
   */
  lists: Record<string, string[]>;
  /** Where each top-level key is written (offset of its line), by lowercased key. */
  offsets: Record<string, number>;
  /** `draft: true` (or Jekyll's `published: false`). */
  draft: boolean;
  problems: ContentProblem[];
}

const YAML_FENCED = /^---[ \t]*\n([\s\S]*?\n)?(?:---|\.\.\.)[ \t]*(?:\n|$)/;
const TOML_FENCED = /^\+\+\+[ \t]*\n([\s\S]*?\n)?\+\+\+[ \t]*(?:\n|$)/;

/** The front matter at the very top of `markdown` (`\n` line ends), if there is one. */
export function findFrontMatter(markdown: string): FrontMatterRange | undefined {
  const toml = TOML_FENCED.exec(markdown);
  const match = toml ?? YAML_FENCED.exec(markdown);
  if (!match) return undefined;
  const format = toml ? "toml" : "yaml";
  return {
    format,
    body: match[1] ?? "",
    bodyOffset: markdown.indexOf("\n") + 1,
    end: match[0].length,
  };
}

/** Front matter of a whole file (any line ends), for callers that only need its fields. */
export function readFrontMatter(markdown: string): ParsedFrontMatter | undefined {
  const range = findFrontMatter(markdown.replace(/\r\n?/g, "\n"));
  return range && parseFrontMatter(range);
}

export type FrontMatterValues =
  { ok: true; values: unknown } | { ok: false; message: string; offset: number };

/**
 * The values as written (YAML or TOML parser output: lists, dates, nested tables), or why the
 * text does not parse and where, as an offset in the file. The one parser of front matter: the
 * page analysis and the importers read it here.
 */
export function parseFrontMatterValues(range: FrontMatterRange): FrontMatterValues {
  const { body, bodyOffset } = range;
  try {
    const values =
      range.format === "toml" ? parseToml(body) : parseYaml(body, { logLevel: "error" });
    return { ok: true, values };
  } catch (error) {
    const message = error instanceof Error ? (error.message.split("\n")[0] ?? "") : String(error);
    return { ok: false, message, offset: bodyOffset + errorOffset(body, error) };
  }
}

/** Text that does not parse, or is not a mapping of keys, is reported like a bad meta block. */
export function parseFrontMatter(range: FrontMatterRange): ParsedFrontMatter {
  const { body, bodyOffset } = range;
  const empty = { meta: {}, data: {}, lists: {}, offsets: {}, draft: false };
  const result = parseFrontMatterValues(range);
  if (!result.ok) {
    const problem = contentError(META_PARSE_ERROR, result.offset, result.message);
    return { ...empty, problems: [problem] };
  }
  const parsed = result.values;
  if (parsed === null || parsed === undefined) return { ...empty, problems: [] };
  if (typeof parsed !== "object" || Array.isArray(parsed)) {
    const detail = "front matter must be key: value lines";
    return { ...empty, problems: [contentError(META_PARSE_ERROR, bodyOffset, detail)] };
  }
  // TOML keys after the first `[table]` line belong to that table, not to the page.
  const table = range.format === "toml" ? body.search(/^\[/m) : -1;
  const offsets = locateKeys(table === -1 ? body : body.slice(0, table), bodyOffset);
  return { offsets, ...readFrontMatterFields(parsed as Record<string, unknown>, offsets) };
}

/** Where the parser stopped; an error found at the end points at the last line written. */
function errorOffset(body: string, error: unknown): number {
  let at = 0;
  if (error instanceof YAMLParseError) at = error.pos[0] ?? 0;
  if (error instanceof TomlError) at = lineStart(body, error.line);
  const last = body.trimEnd().lastIndexOf("\n") + 1;
  return at >= body.trimEnd().length ? last : at;
}

function lineStart(body: string, line: number): number {
  let at = 0;
  for (let seen = 1; seen < line; seen += 1) {
    const next = body.indexOf("\n", at);
    if (next === -1) break;
    at = next + 1;
  }
  return at;
}

// A top-level `key:` (YAML) or `key =` (TOML) line, the key bare or quoted.
const KEY_LINE = /^(["']?)([^\s:="'#[]+)\1[ \t]*[:=]/gm;

/** Each top-level key's line, by lowercased key (the first time it is written). */
function locateKeys(body: string, bodyOffset: number): Record<string, number> {
  const offsets: Record<string, number> = {};
  for (const match of body.matchAll(KEY_LINE)) {
    const key = (match[2] ?? "").toLowerCase();
    if (!Object.hasOwn(offsets, key)) offsets[key] = bodyOffset + match.index;
  }
  return offsets;
}
