/** The page data block: `key=value` lines (docs/authoring.md, "DATA"). */
import { checkPageDate } from "./content-dates.ts";
import { contentWarning, type ContentProblem } from "./content-problem.ts";

const DATE_KEYS = new Set(["date", "updated"]);

export type PageData = Record<string, string>;

export interface ParsedData {
  data: PageData;
  problems: ContentProblem[];
}

/** One `key=value` per line; the first `=` splits; blank lines are skipped; a later key wins. */
export function parseDataBlock(body: string, bodyOffset: number): ParsedData {
  const data: PageData = {};
  const problems: ContentProblem[] = [];
  let offset = bodyOffset;
  for (const line of body.split("\n")) {
    const lineOffset = offset;
    offset += line.length + 1;
    if (line.trim() === "") continue;
    const at = line.indexOf("=");
    const key = at === -1 ? "" : line.slice(0, at).trim();
    if (at === -1 || key === "") {
      problems.push(
        contentWarning(`page data line "${line.trim()}" is not key=value: ignored`, lineOffset),
      );
      continue;
    }
    if (Object.hasOwn(data, key))
      problems.push(
        contentWarning(`page data key "${key}" is set twice: the last value wins`, lineOffset),
      );
    data[key] = line.slice(at + 1).trim();
    const wrongDate = DATE_KEYS.has(key) ? checkPageDate(data[key], lineOffset) : undefined;
    if (wrongDate) problems.push(wrongDate);
  }
  return { data, problems };
}
