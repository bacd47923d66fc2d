/**
 * An uncloaked link whose `values` table has no row for the page using it (and no `*`): an
 * error where the page uses it, since the page cannot fill its URL (docs/content-format.md).
 */
import {
  contentError,
  findLinkUses,
  type AnalyzedMarkdown,
  type ContentProblem,
} from "#app/analysis/index.ts";
import { resolveGoLink, type LinkRegistry } from "#app/affiliate/index.ts";

export function checkLinkValues(
  analyzed: Pick<AnalyzedMarkdown, "links" | "productEntries">,
  links: LinkRegistry,
  page: string,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const use of findLinkUses(analyzed)) {
    if (use.kind !== "go") continue;
    const entry = links.bySlug.get(use.slug);
    if (!entry || entry.cloak || entry.values === undefined) continue;
    const go = resolveGoLink(`go:${use.slug}`, links, { page, placement: "text" });
    if (go && !go.ok) problems.push(contentError(go.message, use.offset));
  }
  return problems;
}
