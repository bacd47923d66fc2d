/**
 * Dated links as the checker sees them: a link used on a published page that ends within a week,
 * or that has ended with no `fallback` (its clicks go back to the page they came from), is a
 * warning at its `until` in `links.json`, naming where it is used.
 */
import { findLinkUses } from "#app/analysis/index.ts";
import type { AnalyzedMarkdown } from "#app/analysis/index.ts";
import { daysBetween, isTimeZone } from "#app/content/index.ts";
import { linkWindow } from "#app/affiliate/index.ts";
import type { Finding } from "./finding.ts";
import type { LinksFileCheck } from "./check-links-file.ts";

const ENDS_SOON_DAYS = 7;

/** `usedOn`: each slug's published pages (display paths); `today`: the site's day. */
export function checkLinkDates(
  links: LinksFileCheck,
  file: string,
  usedOn: ReadonlyMap<string, readonly string[]>,
  today: string,
): Finding[] {
  const findings: Finding[] = [];
  for (const [slug, pages] of usedOn) {
    const entry = links.registry.bySlug.get(slug);
    if (!entry?.until || pages.length === 0) continue;
    const shown = [...pages].sort();
    const used = `used on ${pages.length} published page${pages.length === 1 ? "" : "s"} (${shown[0]}${pages.length > 1 ? ", …" : ""})`;
    const left = daysBetween(today, entry.until);
    const state = linkWindow(entry, today);
    let message: string | undefined;
    if (state === "ended" && entry.fallback === undefined) {
      message = `go:${slug} ended on ${entry.until} and has no fallback: its clicks go back to the page they came from; ${used}`;
    } else if (state !== "ended" && left <= ENDS_SOON_DAYS) {
      const then = entry.fallback === undefined ? "back to the page" : "to its fallback";
      message = `go:${slug} ends on ${entry.until} (in ${left} day${left === 1 ? "" : "s"}), then sends ${then}; ${used}`;
    }
    if (message) {
      findings.push({ file, ...links.fieldAt(slug, "until"), severity: "warning", message });
    }
  }
  return findings;
}

/** The registry slugs a markdown file links to (`go:` links in its text and products). */
export function goSlugsOf(analyzed: Pick<AnalyzedMarkdown, "links" | "productEntries">): string[] {
  const uses = findLinkUses(analyzed).flatMap((use) => (use.kind === "go" ? [use.slug] : []));
  return [...new Set(uses)];
}

/** `site.json`'s `timeZone` when it names one (the site-file check reports it otherwise). */
export function siteTimeZone(siteJson: string | undefined): string | undefined {
  try {
    const zone = (JSON.parse(siteJson ?? "{}") as { timeZone?: unknown }).timeZone;
    return typeof zone === "string" && isTimeZone(zone) ? zone : undefined;
  } catch {
    return undefined;
  }
}
