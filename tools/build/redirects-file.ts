/**
 * `_redirects` for static hosts (Cloudflare Pages, Netlify): every cloaked link of the registry
 * as `/go/{slug}` → its URL (302: the merchant URL may change, and nothing is counted), then
 * every old URL (`redirects.json`, front-matter aliases) with its own status. Both hosts pass
 * the visitor's query string on by themselves. Within Cloudflare's limits (2,000 static rules,
 * 1,000 characters a line) whatever the site's size: what does not fit is left out, and the
 * build says so; a file the host would reject is never written.
 */
import {
  GO_PATH,
  type LinkRegistry,
  type RedirectStatus,
  type RedirectTable,
} from "#app/engine/index.ts";

export const REDIRECT_RULE_LIMIT = 2000;
export const REDIRECT_LINE_LIMIT = 1000;

export interface RedirectsFile {
  text: string;
  /** Rules written, by kind. */
  goLinks: number;
  redirects: number;
  /** Rules left out: past the rule limit, or a line too long. */
  leftOut: string[];
}

export function buildRedirectsFile(links: LinkRegistry, table: RedirectTable): RedirectsFile {
  const go: [string, string, RedirectStatus][] = [...links.bySlug.values()]
    .filter((entry) => entry.cloak)
    .map((entry) => [`${GO_PATH}${entry.slug}`, entry.url, 302]);
  const old: [string, string, RedirectStatus][] = [...table.bySource.values()].map((rule) => [
    rule.from,
    rule.to,
    rule.status,
  ]);
  const lines: string[] = [];
  const leftOut: string[] = [];
  const counts = { goLinks: 0, redirects: 0 };
  const add = (kind: keyof typeof counts) => (rule: [string, string, RedirectStatus]) => {
    const line = rule.join(" ");
    if (line.length > REDIRECT_LINE_LIMIT || lines.length >= REDIRECT_RULE_LIMIT) {
      leftOut.push(rule[0]);
      return;
    }
    lines.push(line);
    counts[kind] += 1;
  };
  // A dead /go/ link loses a sale on every page that uses it: they come first.
  go.forEach(add("goLinks"));
  old.forEach(add("redirects"));
  return { text: lines.length === 0 ? "" : `${lines.join("\n")}\n`, ...counts, leftOut };
}
