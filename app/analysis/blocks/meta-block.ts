/** The meta block: page metadata as JSON (docs/authoring.md, "META"). */
import * as v from "valibot";
import { contentError, contentWarning, type ContentProblem } from "./content-problem.ts";
import { MetaBlockSchema, type MetaBlock } from "./meta.ts";

/** The console message (docs/authoring.md) for a meta block that cannot be used. */
export const META_PARSE_ERROR = "Failed to parse meta block";

export interface ParsedMeta {
  meta: MetaBlock;
  problems: ContentProblem[];
}

/**
 * Parses a meta block's body (`bodyOffset`: where it starts in the file). JSON that does not
 * parse, or fields that are not strings, make the whole block ignored: a half-read block would
 * give a page metadata nobody wrote. Unknown fields are a warning.
 */
export function parseMetaBlock(body: string, bodyOffset: number): ParsedMeta {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(detail)?.[1];
    const at = position === undefined ? bodyOffset : bodyOffset + Number(position);
    return { meta: {}, problems: [contentError(META_PARSE_ERROR, at, detail)] };
  }
  const result = v.safeParse(MetaBlockSchema, json);
  if (!result.success) {
    const detail = result.issues
      .map(
        (issue) =>
          `${issue.path?.map((item) => String(item.key)).join(".") ?? "block"}: ${issue.message}`,
      )
      .join("; ");
    return { meta: {}, problems: [contentError(META_PARSE_ERROR, bodyOffset, detail)] };
  }
  const known = new Set(Object.keys(MetaBlockSchema.entries));
  const unknown = Object.keys(json as object).filter((key) => !known.has(key));
  const problems = unknown.map((key) =>
    contentWarning(`unknown meta field "${key}": ignored`, fieldOffset(body, key, bodyOffset)),
  );
  return { meta: result.output, problems };
}

function fieldOffset(body: string, key: string, bodyOffset: number): number {
  const at = body.indexOf(JSON.stringify(key));
  return at === -1 ? bodyOffset : bodyOffset + at;
}
