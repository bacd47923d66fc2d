/**
 * The attribution, rotation and keyword fields of a link (docs/content-format.md, "Attribution, rotation and keyword
 * fields"): `values`, `targets`, `keywords`, and the placeholders of every URL, each checked at
 * its JSON path like the fields of link-fields.ts.
 */
import * as v from "valibot";
import { httpUrl, type FieldProblem } from "./link-fields.ts";
import { placeholderProblems, valueTableProblems, type ValueTables } from "./placeholders.ts";

const MIN_TARGETS = 2;
const MAX_TARGETS = 10;

const target = v.object({
  url: httpUrl,
  weight: v.pipe(
    v.number(),
    v.integer("weight must be a whole number"),
    v.minValue(1, "weight must be 1 or more"),
  ),
});

export const ATTRIBUTION_FIELDS = {
  values: v.optional(v.record(v.string(), v.record(v.string(), v.string()))),
  targets: v.optional(
    v.pipe(
      v.array(target),
      v.minLength(MIN_TARGETS, `targets needs ${MIN_TARGETS} to ${MAX_TARGETS} entries`),
      v.maxLength(MAX_TARGETS, `targets needs ${MIN_TARGETS} to ${MAX_TARGETS} entries`),
    ),
  ),
  keywords: v.optional(
    v.array(v.pipe(v.string(), v.trim(), v.minLength(1, "a keyword may not be empty"))),
  ),
};

export interface LinkTargetOption {
  url: string;
  weight: number;
}

interface AttributionEntry {
  url?: string | undefined;
  cloak: boolean;
  countries?: Record<string, string> | undefined;
  fallback?: string | undefined;
  values?: ValueTables | undefined;
  targets?: LinkTargetOption[] | undefined;
}

/** What makes a well-shaped entry unusable; empty when it is fine. */
export function attributionProblems(entry: AttributionEntry): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (entry.url === undefined && entry.targets === undefined) {
    problems.push({ path: ["url"], message: "url: a link needs a url (or targets)" });
  }
  if (entry.url !== undefined && entry.targets !== undefined) {
    problems.push({ path: ["targets"], message: "targets: a link has a url or targets, not both" });
  }
  problems.push(...valueTableProblems(entry.values ?? {}));
  const urls: [FieldProblem["path"], string | undefined][] = [
    [["url"], entry.url],
    [["fallback"], entry.fallback],
    ...Object.entries(entry.countries ?? {}).map(([key, url]): [FieldProblem["path"], string] => [
      ["countries", key],
      url,
    ]),
    ...(entry.targets ?? []).map((option, index): [FieldProblem["path"], string] => [
      ["targets", index, "url"],
      option.url,
    ]),
  ];
  for (const [path, url] of urls) {
    if (url === undefined) continue;
    for (const message of placeholderProblems(url, entry)) {
      problems.push({ path, message: `${path.join(".")}: ${message}` });
    }
  }
  return problems;
}
