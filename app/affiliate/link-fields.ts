/**
 * The optional fields of a link (docs/content-format.md, "Affiliate links"): `countries`, `from`,
 * `until`, `fallback`, `status`, `aliases`. The schema checks each value's shape; `fieldProblems`
 * what a schema cannot say (country codes, the dates' order, alias paths), each at its JSON path.
 */
import * as v from "valibot";
import { countryCodeProblem } from "./country-codes.ts";
import { GO_PATH, isDay, normalizeRedirectPath } from "#app/content/index.ts";

export const LINK_STATUSES = [301, 302, 307, 308] as const;
export type LinkStatus = (typeof LINK_STATUSES)[number];
export const DEFAULT_LINK_STATUS: LinkStatus = 302;

export const httpUrl = v.pipe(
  v.string(),
  v.check((value) => /^https?:$/.test(safeProtocol(value)), "must be an absolute http(s) URL"),
);

const day = v.pipe(
  v.string(),
  v.check(isDay, "must be a real day written YYYY-MM-DD (e.g. 2026-11-27)"),
);

export const LINK_FIELDS = {
  countries: v.optional(v.record(v.string(), httpUrl)),
  from: v.optional(day),
  until: v.optional(day),
  fallback: v.optional(httpUrl),
  status: v.optional(v.picklist(LINK_STATUSES, "must be 301, 302, 307 or 308")),
  aliases: v.optional(v.array(v.string())),
};

export interface FieldProblem {
  /** Inside the entry: `["countries", "DE AT"]`, `["aliases", 0]`. */
  path: (string | number)[];
  message: string;
}

interface OptionalFields {
  countries?: Record<string, string> | undefined;
  from?: string | undefined;
  until?: string | undefined;
  aliases?: string[] | undefined;
}

/** What makes a well-shaped entry unusable; empty when it is fine. */
export function fieldProblems(entry: OptionalFields): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const key of Object.keys(entry.countries ?? {})) {
    const codes = key.trim().split(/\s+/);
    const bad = codes.map((code) => (code === "" ? "no country code" : countryCodeProblem(code)));
    const message = bad.find((problem) => problem !== undefined);
    if (message) problems.push({ path: ["countries", key], message: `countries: ${message}` });
  }
  if (entry.from !== undefined && entry.until !== undefined && entry.until < entry.from) {
    const message = `until ${entry.until} is before from ${entry.from}`;
    problems.push({ path: ["until"], message });
  }
  (entry.aliases ?? []).forEach((alias, index) => {
    const path = normalizeRedirectPath(alias);
    if (path === undefined || path === "/") {
      const message = `aliases: "${alias}" is not a path on this site (write it as /old/path/)`;
      problems.push({ path: ["aliases", index], message });
    } else if (`${path}/`.startsWith(GO_PATH)) {
      const message = `aliases: "${alias}" is under ${GO_PATH}, which the registry answers already`;
      problems.push({ path: ["aliases", index], message });
    }
  });
  return problems;
}

/** Each country code (upper case) with its URL; a code listed twice keeps its first URL. */
export function countryUrls(countries: Readonly<Record<string, string>> | undefined) {
  const byCode = new Map<string, string>();
  for (const [key, url] of Object.entries(countries ?? {})) {
    for (const code of key.trim().split(/\s+/)) {
      if (!byCode.has(code.toUpperCase())) byCode.set(code.toUpperCase(), url);
    }
  }
  return byCode;
}

function safeProtocol(value: string): string {
  try {
    return new URL(value).protocol;
  } catch {
    return "";
  }
}
