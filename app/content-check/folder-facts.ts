/**
 * One markdown file checked alone against facts of its folder worked out before (decision 074):
 * the back office's live check as a writer types, at 10,000 entries, without reading the whole
 * folder again. The facts are what a full check (check-folder.ts) learns of the other files: which
 * files exist, which entry reads each, the link registry and the site's paths (with the
 * redirects' sources). A file's findings are the same rules and messages as in a full check.
 */
import { isVisible } from "#app/content/index.ts";
import type { AffiliateCheckOptions } from "./check-affiliate.ts";
import { checkMarkdown } from "./check-markdown.ts";
import { isBrokenLink, type SiteTargets } from "./check-site-links.ts";
import { sortFindings, type Finding } from "./finding.ts";
import { guessLayout, type PageUse } from "./page-usage.ts";
import { toFindings } from "./problem-findings.ts";

export interface FolderFacts {
  files: ReadonlySet<string>;
  affiliate: AffiliateCheckOptions;
  /** The entry (and layout) that reads each file. */
  usesByFile: ReadonlyMap<string, PageUse>;
  targets: SiteTargets;
  /** The site's paths with the redirects' sources, when the folder has any. */
  redirectTargets?: SiteTargets;
}

/** The finding of a markdown file nothing reads. */
export function unreadFinding(path: string): Finding {
  return {
    file: path,
    line: 1,
    column: 1,
    severity: "warning",
    message: "no manifest entry or fixed route reads this file",
  };
}

/** The findings of markdown `file` (printed as `path`) holding `text`, in a folder of `facts`. */
export function checkMarkdownFile(
  facts: FolderFacts,
  file: string,
  path: string,
  text: string,
): Finding[] {
  const use = facts.usesByFile.get(file);
  const layout = use?.layout ?? guessLayout(file);
  const check = (targets: SiteTargets) =>
    toFindings(
      text,
      path,
      checkMarkdown(text, layout, facts.files, facts.affiliate, {
        targets,
        pageUrl: use?.entry?.url,
        done: isVisible(use?.entry),
      }),
    );
  let findings = check(facts.targets);
  // As a full check does: a link to no page is looked at again with the redirects' sources.
  if (facts.redirectTargets && findings.some(isBrokenLink)) findings = check(facts.redirectTargets);
  return sortFindings([...(use ? [] : [unreadFinding(path)]), ...findings]);
}
