/**
 * Redirect rules from their two sources: `redirects.json` at the content root
 * (`[{ "from", "to", "status"? }]`) and a page's front matter (`aliases`, Hugo; `redirect_from`,
 * Jekyll). A bad rule is left out and reported where it is written, never thrown.
 */
import { findFrontMatter, parseFrontMatter } from "#app/analysis/index.ts";
import { REDIRECTS_FILE } from "#app/content/index.ts";
import { normalizeRedirectPath, readRedirectTarget } from "#app/content/index.ts";

type RedirectStatus = 301 | 302;

/** Where a rule is written: an entry of `redirects.json`, or a file's front matter. */
export interface RedirectOrigin {
  /** Relative to the content folder. */
  file: string;
  /** The entry of `redirects.json`, and the field a problem is about. */
  index?: number;
  field?: "from" | "to" | "status" | "aliases";
  /** Deeper than `field`, in a JSON entry: `["aliases", 0]`. */
  path?: (string | number)[];
  /** Character offset in a markdown file. */
  offset?: number;
}

export interface RedirectRule {
  /** Normalised (redirect-path.ts). */
  from: string;
  /** A site path (with any query or fragment written) or an absolute URL. */
  to: string;
  status: RedirectStatus;
  origin: RedirectOrigin;
  /**
   * A link's alias (`links.json`): answers exactly as `/go/{slug}` does (its country, dates and
   * status) and counts as its click; `to` is then that `/go/{slug}`.
   */
  slug?: string;
}

export interface RedirectProblem {
  origin: RedirectOrigin;
  message: string;
  /** A chain still arrives, one hop later: a warning. Everything else is an error. */
  severity?: "warning";
}

export interface RedirectRules {
  rules: RedirectRule[];
  problems: RedirectProblem[];
}

/** The entries of parsed `redirects.json`; a bad entry is skipped and reported. */
export function readRedirectsFile(json: unknown): RedirectRules {
  const at = (index: number, field?: RedirectOrigin["field"]): RedirectOrigin => ({
    file: REDIRECTS_FILE,
    index,
    ...(field && { field }),
  });
  if (!Array.isArray(json)) {
    return {
      rules: [],
      problems: [{ origin: at(-1), message: "redirects.json is not a JSON array" }],
    };
  }
  const result: RedirectRules = { rules: [], problems: [] };
  json.forEach((raw: unknown, index) => {
    const skip = (field: RedirectOrigin["field"], why: string) =>
      result.problems.push({
        origin: at(index, field),
        message: `skipped redirect #${index + 1}: ${why}`,
      });
    if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
      return skip(undefined, 'not an object with "from" and "to"');
    }
    const { from, to, status = 301 } = raw as Record<string, unknown>;
    const source = typeof from === "string" ? normalizeRedirectPath(from) : undefined;
    if (source === undefined)
      return skip("from", `"from" must be a site path such as "/old-post/"`);
    const target = typeof to === "string" ? toTarget(to) : undefined;
    if (target === undefined) return skip("to", `"to" must be a site path or an http(s) URL`);
    if (status !== 301 && status !== 302) return skip("status", `"status" must be 301 or 302`);
    result.rules.push({ from: source, to: target, status, origin: at(index) });
  });
  return result;
}

/** Parses `redirects.json` text; a syntax error is one problem and no rules. */
export function parseRedirectsFile(text: string): RedirectRules {
  try {
    return readRedirectsFile(JSON.parse(text));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const origin = { file: REDIRECTS_FILE, index: -1 };
    return { rules: [], problems: [{ origin, message: `redirects.json is not JSON: ${reason}` }] };
  }
}

const ALIAS_KEYS = new Set(["aliases", "redirect_from"]);
const ALIAS_LINE = /^\s*(aliases|redirect_from)\s*[:=]/im;

/** A quick look: could this file's front matter name aliases? False means it certainly does not. */
export function mayHaveAliases(markdown: string): boolean {
  return ALIAS_LINE.test(markdown);
}

/**
 * The old paths a page's front matter names (`aliases`, `redirect_from`; a path or a list), as
 * 301s to `pagePath`. Front matter that does not parse is the page's own problem, not one here.
 */
export function readFrontMatterAliases(
  markdown: string,
  file: string,
  pagePath: string,
): RedirectRules {
  const result: RedirectRules = { rules: [], problems: [] };
  const range = findFrontMatter(markdown);
  if (!range) return result;
  const { data } = parseFrontMatter(range);
  for (const [key, value] of Object.entries(data)) {
    if (!ALIAS_KEYS.has(key.toLowerCase())) continue;
    const keyAt = range.body.search(new RegExp(`^\\s*${key}\\s*[:=]`, "im"));
    const origin = { file, offset: range.bodyOffset + Math.max(0, keyAt) };
    // The front-matter parser hands a list over as comma-separated text.
    for (const written of value.split(/,\s*/).filter((alias) => alias.trim() !== "")) {
      const alias = written.trim();
      const from = normalizeRedirectPath(alias.startsWith("/") ? alias : `/${alias}`);
      if (from === undefined) {
        result.problems.push({ origin, message: `${key} "${alias}" is not a site path: ignored` });
      } else result.rules.push({ from, to: pagePath, status: 301, origin });
    }
  }
  return result;
}

function toTarget(raw: string): string | undefined {
  const target = readRedirectTarget(raw);
  if (!target) return undefined;
  return target.kind === "external" ? target.url : `${target.path}${target.suffix}`;
}
