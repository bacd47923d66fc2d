/**
 * Placeholders in a link's URLs (docs/content-format.md, "Attribution, rotation and keyword fields"):
 * `{page}`, `{placement}`, `{click}`, `{country}`, `{device}` and the names a link's `values`
 * defines. Each is URL-encoded when filled. A cloaked link is filled by the server per click; an
 * uncloaked one at build time, where only the page, the placement and `values` are known.
 */

import type { AutoLinkBudget } from "./keywords.ts";

/** The placeholders every link knows. */
const BUILT_IN = ["page", "placement", "click", "country", "device"] as const;
/** Known only when a click happens: an error on an uncloaked link. */
const PER_CLICK = new Set(["click", "country", "device"]);
const PLACEHOLDER = /\{([A-Za-z_][\w-]*)\}/g;

/** Where a link stands on its page: the placement names of docs/content-format.md. */
export type Placement = `card-${number}` | "text" | "faq" | "auto";
const PLACEMENT = /^(?:card-[1-9]\d{0,3}|text|faq|auto)$/;

export function isPlacement(value: string): value is Placement {
  return PLACEMENT.test(value);
}

/**
 * The page a link is on (its site path, or "" when unknown) and where on it; `autoLinks`: the
 * page's keyword links so far, when it shows them (keywords.ts).
 */
export interface LinkPlace {
  page: string;
  placement: Placement | "";
  autoLinks?: AutoLinkBudget;
}

/** A `values` table: name → path prefix (or `*`) → value. */
export type ValueTables = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** Everything a fill may use; a missing per-click value fills as "". */
export interface FillValues extends LinkPlace {
  click?: string;
  country?: string;
  device?: string;
}

/** `/reviews/namecheap` → `reviews-namecheap`; home `home`; no page `none`. */
export function pageSlug(page: string): string {
  if (page === "") return "none";
  const slug = page
    .toLowerCase()
    .replace(/[^a-z\d]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug === "" ? "home" : slug;
}

/** The placeholder names a URL uses, in order of first use. */
function placeholderNames(url: string): string[] {
  return [...new Set([...url.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ""))];
}

export function hasPlaceholders(url: string): boolean {
  return placeholderNames(url).length > 0;
}

/** The value of `name` for a page: the longest matching path prefix, else `*`, else undefined. */
export function valueFor(
  table: Readonly<Record<string, string>>,
  page: string,
): string | undefined {
  let best: string | undefined;
  for (const prefix of Object.keys(table)) {
    if (prefix === "*" || !`${page}/`.startsWith(prefix)) continue;
    if (best === undefined || prefix.length > best.length) best = prefix;
  }
  return table[best ?? "*"];
}

/**
 * What is wrong with the placeholders of one URL of a link: an unknown name, a per-click name
 * on an uncloaked link, a `values` name that shadows a built-in one.
 */
export function placeholderProblems(
  url: string,
  link: { cloak: boolean; values?: ValueTables | undefined },
): string[] {
  const problems: string[] = [];
  for (const name of placeholderNames(url)) {
    const builtIn = (BUILT_IN as readonly string[]).includes(name);
    if (!builtIn && link.values?.[name] === undefined) {
      problems.push(`{${name}} is not a placeholder: use ${BUILT_IN.join(", ")} or a values name`);
    } else if (!link.cloak && PER_CLICK.has(name)) {
      problems.push(
        `{${name}} is known only per click, which an uncloaked link ("cloak": false) never sees`,
      );
    }
  }
  return problems;
}

/** A `values` table's own problems: a name that shadows a built-in, a prefix that is no path. */
export function valueTableProblems(values: ValueTables): { path: string[]; message: string }[] {
  const problems: { path: string[]; message: string }[] = [];
  for (const [name, table] of Object.entries(values)) {
    if ((BUILT_IN as readonly string[]).includes(name)) {
      problems.push({ path: ["values", name], message: `values: {${name}} is built in` });
    } else if (!/^[A-Za-z_][\w-]*$/.test(name)) {
      const message = `values: "${name}" is not a placeholder name (letters, digits, _ and -)`;
      problems.push({ path: ["values", name], message });
    }
    for (const prefix of Object.keys(table)) {
      if (prefix !== "*" && !prefix.startsWith("/")) {
        const message = `values.${name}: "${prefix}" is neither a path (/reviews/) nor *`;
        problems.push({ path: ["values", name, prefix], message });
      }
    }
  }
  return problems;
}

/** The filled URL; `problem` when a value was missing (filled as ""). */
export interface Filled {
  url: string;
  problem?: string;
}

/**
 * The URL with its placeholders filled (each value URL-encoded). A `values` name with no row
 * for the page (and no `*`) is a problem; so is a name `values` does not define.
 */
export function fillPlaceholders(
  url: string,
  fill: FillValues,
  values: ValueTables | undefined,
): Filled {
  let problem: string | undefined;
  const filled = url.replace(PLACEHOLDER, (whole, name: string) => {
    const value = builtInValue(name, fill) ?? tableValue(name, fill.page, values);
    if (value === undefined) {
      problem ??= values?.[name]
        ? `values.${name} has no row for ${fill.page || "a click without a page"} (add "*")`
        : `${whole} is not a placeholder of this link`;
      return "";
    }
    return encodeURIComponent(value);
  });
  return problem === undefined ? { url: filled } : { url: filled, problem };
}

function builtInValue(name: string, fill: FillValues): string | undefined {
  switch (name) {
    case "page":
      return pageSlug(fill.page);
    case "placement":
      return fill.placement;
    case "click":
      return fill.click ?? "";
    case "country":
      return fill.country ?? "";
    case "device":
      return fill.device ?? "";
    default:
      return undefined;
  }
}

function tableValue(name: string, page: string, values: ValueTables | undefined) {
  const table = values?.[name];
  return table && valueFor(table, page);
}
