/** How `check-links` prints its findings: compiler-style lines, broken links first. */
import type { HealthResult } from "./link-health.ts";
import type { LinkTarget, UnusedEntry } from "./link-targets.ts";

type CheckedLink = LinkTarget & HealthResult;

export interface LinkReport {
  links: CheckedLink[];
  unused: UnusedEntry[];
}

export function formatLinkReport({ links, unused }: LinkReport): string {
  const lines: string[] = [];
  for (const link of links.filter((item) => !item.ok)) {
    const why = link.error ?? `HTTP ${link.status}`;
    const final = link.finalUrl && link.finalUrl !== link.url ? ` (ended at ${link.finalUrl})` : "";
    const name = link.slug ? `go:${link.slug} → ${link.url}` : link.url;
    for (const use of link.uses) {
      lines.push(
        `${use.file}:${use.line}:${use.column}: error: broken link ${name}: ${why}${final}`,
      );
    }
  }
  for (const entry of unused) {
    lines.push(
      `${entry.file}:${entry.line}:${entry.column}: warning: go:${entry.slug} is not used by any page`,
    );
  }
  for (const link of links.filter(
    (item) => item.ok && item.finalUrl && item.finalUrl !== item.url,
  )) {
    lines.push(`redirected: ${link.url} → ${link.finalUrl} (HTTP ${link.status})`);
  }
  const broken = links.filter((link) => !link.ok).length;
  lines.push(
    `check-links: ${links.length} links checked, ${broken} broken, ${unused.length} unused`,
  );
  return `${lines.join("\n")}\n`;
}
