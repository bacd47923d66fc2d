/**
 * The site's redirects as one table: duplicates and redirects that would shadow a live page are
 * left out (a page always wins), and what is kept is checked: a site `to` must be a page, not
 * another redirect (a chain) and never lead back to where it started (a loop).
 */
import { GO_PATH as GO_PREFIX } from "#app/affiliate/index.ts";
import { normalizeRedirectPath, readRedirectTarget } from "#app/content/index.ts";
import type { RedirectProblem, RedirectRule } from "./redirect-rules.ts";

export interface RedirectTable {
  /** By normalised source. */
  bySource: ReadonlyMap<string, RedirectRule>;
  problems: RedirectProblem[];
}

export interface RedirectSite {
  /** Is this normalised site path a page the site serves now? */
  isPage(path: string): boolean;
  /** May a redirect point here though it is no page (a content file, say)? Default: no. */
  isFile?(path: string): boolean;
}

export const EMPTY_REDIRECTS: RedirectTable = { bySource: new Map(), problems: [] };

export function buildRedirectTable(
  rules: readonly RedirectRule[],
  site: RedirectSite,
): RedirectTable {
  const bySource = new Map<string, RedirectRule>();
  const problems: RedirectProblem[] = [];
  for (const rule of rules) {
    const first = bySource.get(rule.from);
    const what = rule.slug === undefined ? "" : `alias of go:${rule.slug}: `;
    if (first) {
      const where =
        first.slug === undefined
          ? `redirects (in ${first.origin.file})`
          : `is an alias of go:${first.slug}`;
      problems.push({
        origin: rule.origin,
        message: `${what}${rule.from} already ${where}: ignored`,
      });
    } else if (rule.from.startsWith(GO_PREFIX)) {
      const message = `${rule.from}: ${GO_PREFIX} belongs to the link registry (links.json)`;
      problems.push({ origin: rule.origin, message });
    } else if (site.isPage(rule.from)) {
      problems.push({
        origin: rule.origin,
        message: `${what}${rule.from} is a live page: a redirect may not shadow it`,
      });
    } else bySource.set(rule.from, rule);
  }
  for (const rule of bySource.values()) {
    // A link's alias answers as its link: its target is the registry's.
    const target = rule.slug === undefined ? sitePathOf(rule.to) : undefined;
    if (target === undefined) continue;
    if (bySource.has(target)) {
      const path = followChain(bySource, rule.from);
      const message = path.loop
        ? `redirect loop: ${path.steps.join(" → ")}`
        : `redirect chain: ${path.steps.join(" → ")}; point ${rule.from} at ${path.steps.at(-1)}`;
      const origin = { ...rule.origin, field: fieldOf(rule) };
      problems.push(path.loop ? { origin, message } : { origin, message, severity: "warning" });
    } else if (!site.isPage(target) && !site.isFile?.(target)) {
      problems.push({
        origin: { ...rule.origin, field: fieldOf(rule) },
        message: `redirect to ${rule.to}: no such page`,
      });
    }
  }
  return { bySource, problems };
}

/** The rule answering a request path (any trailing slash or encoding), if one does. */
export function findRedirect(table: RedirectTable, pathname: string): RedirectRule | undefined {
  const source = normalizeRedirectPath(pathname);
  return source === undefined ? undefined : table.bySource.get(source);
}

/** Every redirect source, normalised: paths a link may point at though no page is there. */
export function listRedirectSources(table: RedirectTable): ReadonlySet<string> {
  return new Set(table.bySource.keys());
}

function sitePathOf(to: string): string | undefined {
  const target = readRedirectTarget(to);
  return target?.kind === "site" ? target.path : undefined;
}

function followChain(bySource: ReadonlyMap<string, RedirectRule>, start: string) {
  const steps = [start];
  let at = bySource.get(start);
  while (at) {
    const next = sitePathOf(at.to);
    if (next === undefined) break;
    steps.push(next);
    if (steps.indexOf(next) !== steps.length - 1) return { steps, loop: true };
    at = bySource.get(next);
  }
  return { steps, loop: false };
}

function fieldOf(rule: RedirectRule): "to" | undefined {
  return rule.origin.index === undefined ? undefined : "to";
}
