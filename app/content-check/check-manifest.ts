/**
 * Checks the manifest's text: JSON syntax, then the site's own `readManifest` rules, each
 * problem placed on the entry (and the field) it is about (a bad `publishAt` on its own key).
 */
import * as v from "valibot";
import { ManifestEntrySchema, readManifest, type ManifestEntry } from "#app/content/index.ts";
import { createLocator, type Finding } from "./finding.ts";
import { locateArrayElements, locateProperty, parseJsonAt } from "./json-location.ts";

export interface LocatedEntry {
  entry: ManifestEntry;
  /** Where the entry's `url` (or the entry itself) is in the manifest text. */
  line: number;
  column: number;
}

export interface ManifestCheck {
  /** The entries the site will use, in manifest order, with their place in the text. */
  entries: LocatedEntry[];
  findings: Finding[];
}

export function checkManifest(text: string, file: string): ManifestCheck {
  const locate = createLocator(text);
  const parsed = parseJsonAt(text);
  if (!parsed.ok) {
    const at = locate(parsed.offset);
    return {
      entries: [],
      findings: [
        { file, ...at, severity: "error", message: `the manifest is not JSON: ${parsed.message}` },
      ],
    };
  }
  // Places are worked out when a finding asks for one: at 10,000 entries, locating every entry
  // up front was a tenth of a one-file rebuild.
  let spans: ReturnType<typeof locateArrayElements> | undefined;
  const raw = Array.isArray(parsed.value) ? (parsed.value as unknown[]) : [];
  const { entries, problems } = readManifest(parsed.value);
  const at = (index: number, field?: string) => {
    spans ??= locateArrayElements(text);
    const span = spans[index];
    if (!span) return locate(0);
    const property = field === undefined ? undefined : locateProperty(text, span, field);
    return locate(property?.start ?? span.start);
  };

  const findings: Finding[] = problems.map((problem) => ({
    file,
    ...at(problem.index, problemField(raw[problem.index])),
    severity: "error",
    message: problem.message,
  }));
  const skipped = new Set(problems.map((problem) => problem.index));
  const kept = raw.map((_, index) => index).filter((index) => !skipped.has(index));
  // The site as it will be once every schedule has come: a scheduled entry's page is checked
  // like any published page before it goes live (its file is read by it, its links checked).
  const located = entries.map(({ publishAt: _scheduled, ...entry }, position) =>
    locatedLazily(entry, () => at(kept[position] ?? -1, "url")),
  );
  return { entries: located, findings };
}

function locatedLazily(
  entry: ManifestEntry,
  find: () => { line: number; column: number },
): LocatedEntry {
  let place: { line: number; column: number } | undefined;
  return {
    entry,
    get line() {
      return (place ??= find()).line;
    },
    get column() {
      return (place ??= find()).column;
    },
  };
}

/** The field a problem is about: the first field the schema rejects, else the url (a clash). */
function problemField(raw: unknown): string | undefined {
  const result = v.safeParse(ManifestEntrySchema, raw);
  if (result.success) return "url";
  const key = result.issues[0]?.path?.[0]?.key;
  // A missing field has no place in the text: point at the entry itself.
  const present = typeof raw === "object" && raw !== null && typeof key === "string" && key in raw;
  return present ? key : undefined;
}
