/**
 * Checks `links.json`: JSON syntax, then the site's own registry rules, each problem placed on
 * the entry (and field) it is about. Returns the registry the site will use.
 */
import { readLinkRegistry, type LinkRegistry } from "#app/affiliate/index.ts";
import { createLocator, type Finding } from "./finding.ts";
import { locateArrayElements, locatePath, locateProperty, parseJsonAt } from "./json-location.ts";

export interface LinksFileCheck {
  registry: LinkRegistry;
  findings: Finding[];
  /** Where each usable entry's `slug` is written, for check-links' "unused" report. */
  lines: Map<string, { line: number; column: number }>;
  /** Where a usable entry's field is written (its slug's place when it has no such field). */
  fieldAt(slug: string, field: string): { line: number; column: number };
}

export function checkLinksFile(text: string, file: string): LinksFileCheck {
  const locate = createLocator(text);
  const parsed = parseJsonAt(text);
  if (!parsed.ok) {
    const message = `links.json is not JSON: ${parsed.message}`;
    const registry = readLinkRegistry([]);
    return {
      registry,
      findings: [{ file, ...locate(parsed.offset), severity: "error", message }],
      lines: new Map(),
      fieldAt: () => locate(parsed.offset),
    };
  }
  const spans = locateArrayElements(text);
  const at = (index: number, field?: string, path?: readonly (string | number)[]) => {
    const span = spans[index];
    if (!span) return locate(0);
    if (path && path.length > 1) return locate(locatePath(text, [index, ...path]));
    const property = field === undefined ? undefined : locateProperty(text, span, field);
    return locate(property?.start ?? span.start);
  };
  const registry = readLinkRegistry(parsed.value);
  const findings: Finding[] = registry.problems.map((problem) => ({
    file,
    ...at(problem.index, problem.field, problem.path),
    severity: "error",
    message: problem.message,
  }));
  const lines = new Map<string, { line: number; column: number }>();
  const indexOf = new Map<string, number>();
  const raw = Array.isArray(parsed.value) ? (parsed.value as unknown[]) : [];
  raw.forEach((entry, index) => {
    const slug = (entry as { slug?: unknown } | null)?.slug;
    if (typeof slug === "string" && registry.bySlug.has(slug) && !lines.has(slug)) {
      lines.set(slug, at(index, "slug"));
      indexOf.set(slug, index);
    }
  });
  const fieldAt = (slug: string, field: string) => at(indexOf.get(slug) ?? -1, field);
  return { registry, findings, lines, fieldAt };
}
