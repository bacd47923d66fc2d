/**
 * The content manifest: its schema, the checks that make an entry usable, and the queries the
 * routes, listings, prerender list and server share (docs/authoring.md, "The manifest").
 */
import * as v from "valibot";
import { readJsonText } from "#app/content/folder/index.ts";
import { pathSegments, toCanonicalPath } from "#app/content/folder/index.ts";
import { MANIFEST_PATH } from "#app/content/folder/index.ts";
import { FIXED_PATHS, GO_PATH, GO_PATH_SEGMENT } from "#app/content/routing/fixed-routes.ts";
import { ENTRY_STATUSES, isVisible, nextPublishAt } from "./visibility.ts";
import { parsePublishAt } from "./publish-at.ts";

export { ENTRY_STATUSES, FIXED_PATHS };

export const ENTRY_TYPES = ["blog", "review", "superfaq", "salepage"] as const;

export const ManifestEntrySchema = v.object({
  type: v.picklist(ENTRY_TYPES),
  status: v.picklist(ENTRY_STATUSES),
  url: v.pipe(v.string(), v.trim(), v.minLength(1, "url is empty")),
  title: v.string(),
  /** When a `done` entry becomes public (publish-at.ts); kept, with no effect, on a draft. */
  publishAt: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (value) => parsePublishAt(value).ok,
        (issue) => {
          const parsed = parsePublishAt(String(issue.input));
          return parsed.ok ? "" : parsed.message;
        },
      ),
    ),
  ),
});

export type ManifestEntry = v.InferOutput<typeof ManifestEntrySchema>;
export type EntryType = ManifestEntry["type"];

/** One reason an entry was skipped; `index` is its position in the manifest array. */
interface ManifestProblem {
  index: number;
  url?: string;
  message: string;
}

export interface Manifest {
  /** Usable entries, in manifest order, urls canonical (`/a/b`). Any status. */
  entries: ManifestEntry[];
  problems: ManifestProblem[];
}

/** Why `path` clashes with a fixed route, or undefined when it does not. */
export function fixedRouteClash(path: string): string | undefined {
  if ((FIXED_PATHS as readonly string[]).includes(path)) return `it is the fixed route ${path}`;
  const segments = pathSegments(path);
  if (segments[0] === GO_PATH_SEGMENT) return `${GO_PATH} belongs to the affiliate link registry`;
  if (segments.length === 2 && segments[0] === "qahub") {
    return `it is the FAQ subcategory listing ${path}`;
  }
  return undefined;
}

/**
 * Validates parsed manifest JSON. Unusable entries are left out and reported, never thrown:
 * one bad entry must not take the site down.
 */
export function readManifest(json: unknown): Manifest {
  if (!Array.isArray(json)) {
    return { entries: [], problems: [{ index: -1, message: "the manifest is not a JSON array" }] };
  }
  const entries: ManifestEntry[] = [];
  const problems: ManifestProblem[] = [];
  const seen = new Set<string>();
  json.forEach((raw: unknown, index) => {
    const result = v.safeParse(ManifestEntrySchema, raw);
    const rawUrl = isRecord(raw) && typeof raw.url === "string" ? raw.url : undefined;
    if (!result.success) {
      const issues = result.issues.map(describeIssue).join("; ");
      const name = rawUrl ? rawUrl : `#${index + 1}`;
      problems.push({ index, url: rawUrl, message: `skipped manifest entry ${name}: ${issues}` });
      return;
    }
    const url = toCanonicalPath(result.output.url);
    const clash = seen.has(url) ? "another entry has the same url" : fixedRouteClash(url);
    if (clash) {
      problems.push({ index, url, message: `skipped manifest entry ${url}: ${clash}` });
      return;
    }
    seen.add(url);
    entries.push({ ...result.output, url });
  });
  return { entries, problems };
}

/** Parses manifest text; a JSON syntax error is one problem and an empty manifest. */
export function parseManifest(text: string): Manifest {
  return readJsonText(text, "the manifest", readManifest, (message) => ({
    entries: [],
    problems: [{ index: -1, message }],
  }));
}

/** Reads a content file by its site path (`assets/content/...`); rejects when it cannot. */
export type ReadText = (sitePath: string) => Promise<string>;

/**
 * Reads and validates the manifest through `readText`: the one way every part of the site
 * (build, server, browser, checker, tools) reads it. `readable` is false when the file could
 * not be read at all; a file that is not valid JSON is read, with one problem and no entries.
 */
export async function loadManifest(readText: ReadText): Promise<Manifest & { readable: boolean }> {
  let text: string;
  try {
    text = await readText(MANIFEST_PATH);
  } catch {
    return { entries: [], problems: [], readable: false };
  }
  return { ...parseManifestOnce(text), readable: true };
}

let lastParsed: { text: string; manifest: Manifest } | undefined;

/**
 * `parseManifest`, remembered for the last text seen: the prerender loads every page through
 * `loadManifest`, and parsing the same large manifest once per page made the build quadratic.
 * Keyed by the text itself, so an edited manifest is always parsed again.
 */
function parseManifestOnce(text: string): Manifest {
  if (lastParsed?.text !== text) lastParsed = { text, manifest: parseManifest(text) };
  return lastParsed.manifest;
}

/** The published (`done`) entries, optionally of one type, in manifest order. */
export function listDoneEntries(
  entries: readonly ManifestEntry[],
  type?: EntryType,
): ManifestEntry[] {
  return entries.filter((entry) => isVisible(entry, "public") && (!type || entry.type === type));
}

/** The `done` entry whose url is `path` (canonicalised), if any. */
export function findDoneEntry(
  entries: readonly ManifestEntry[],
  path: string,
): ManifestEntry | undefined {
  return doneIndex(entries).get(toCanonicalPath(path));
}

const doneIndexes = new WeakMap<
  readonly ManifestEntry[],
  { length: number; until: number; byUrl: Map<string, ManifestEntry> }
>();

/**
 * The `done` entries by url, built once per entries list (until a scheduled entry of it is due):
 * every page of a build looks itself up in the same list, and a linear search each time made the
 * build quadratic.
 */
function doneIndex(entries: readonly ManifestEntry[]): Map<string, ManifestEntry> {
  const now = Date.now();
  const known = doneIndexes.get(entries);
  if (known?.length === entries.length && now < known.until) return known.byUrl;
  const byUrl = new Map<string, ManifestEntry>();
  for (const entry of entries) {
    if (isVisible(entry, "public", now) && !byUrl.has(entry.url)) byUrl.set(entry.url, entry);
  }
  const until = nextPublishAt(entries, now) ?? Infinity;
  doneIndexes.set(entries, { length: entries.length, until, byUrl });
  return byUrl;
}

function describeIssue(issue: v.BaseIssue<unknown>): string {
  const key = issue.path?.map((item) => String(item.key)).join(".");
  return key ? `${key}: ${issue.message}` : issue.message;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
