/**
 * How `check-links` prints its findings: compiler-style lines, broken links (errors) and links
 * whose shop refused the checker (warnings) first, by the verdicts of server/link-health/verdict.ts.
 */
import type { HealthResult } from "./link-health.ts";
import type { LinkTarget, UnusedEntry } from "./link-targets.ts";

type CheckedLink = LinkTarget & HealthResult;

export interface LinkReport {
  links: CheckedLink[];
  unused: UnusedEntry[];
}

export function formatLinkReport({ links, unused }: LinkReport): string {
  const lines: string[] = [];
  for (const link of links.filter((item) => item.verdict !== "working")) {
    const final =
      link.finalUrl && link.finalUrl !== link.url && !link.reason.includes(link.finalUrl)
        ? ` (ended at ${link.finalUrl})`
        : "";
    const name = link.slug ? `go:${link.slug} → ${link.url}` : link.url;
    const what =
      link.verdict === "broken"
        ? `error: broken link ${name}: ${link.reason}${final}`
        : `warning: ${name} refused the checker: ${link.reason} (not counted as broken: a browser may get through)`;
    for (const use of link.uses) lines.push(`${use.file}:${use.line}:${use.column}: ${what}`);
  }
  for (const entry of unused) {
    lines.push(
      `${entry.file}:${entry.line}:${entry.column}: warning: go:${entry.slug} is not used by any page`,
    );
  }
  for (const link of links.filter(
    (item) => item.verdict === "working" && item.finalUrl && item.finalUrl !== item.url,
  )) {
    lines.push(`redirected: ${link.url} → ${link.finalUrl} (HTTP ${link.status})`);
  }
  const broken = links.filter((link) => !link.ok).length;
  lines.push(
    `check-links: ${links.length} links checked, ${broken} broken, ${unused.length} unused`,
  );
  return `${lines.join("\n")}\n`;
}
