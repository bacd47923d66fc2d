/**
 * The affiliate link registry (`links.json`): one place for every affiliate URL, so a changed
 * offer is edited once. Validated with the same kind of schema as the manifest; unusable entries
 * are left out and reported with their index, never thrown.
 */
import * as v from "valibot";
import { readJsonText } from "#app/content/index.ts";
import { normalizeRedirectPath } from "#app/content/index.ts";
import { fieldProblems, httpUrl, LINK_FIELDS } from "./link-fields.ts";
import { ATTRIBUTION_FIELDS, attributionProblems } from "./attribution-fields.ts";
import { hasPlaceholders } from "./placeholders.ts";
import { claimKeywords } from "./keywords.ts";

export const SLUG_PATTERN = /^[a-z\d-]+$/;
/** Longer slugs are no one's real link; the server refuses them before looking anything up. */
export const MAX_SLUG_LENGTH = 100;

const LinkEntrySchema = v.object({
  slug: v.pipe(
    v.string(),
    v.regex(SLUG_PATTERN, "slug may hold only lowercase letters, digits and -"),
    v.maxLength(MAX_SLUG_LENGTH, `slug is longer than ${MAX_SLUG_LENGTH} characters`),
  ),
  url: v.optional(httpUrl),
  merchant: v.optional(v.string()),
  cloak: v.optional(v.boolean(), true),
  ...LINK_FIELDS,
  ...ATTRIBUTION_FIELDS,
});

/** The keys a `links.json` entry may hold, in the schema's order (the back office's form asks for each). */
export const LINK_KEY_NAMES = Object.keys(LinkEntrySchema.entries) as readonly LinkKey[];
export type LinkKey = keyof typeof LinkEntrySchema.entries;

/**
 * A usable entry. A rotating link's `url` is its first target: what a place that cannot rotate
 * (a static host's `_redirects`, a link check) uses.
 */
export type LinkEntry = Omit<v.InferOutput<typeof LinkEntrySchema>, "url"> & { url: string };

interface RegistryProblem {
  /** Position in the array, -1 for the whole file. */
  index: number;
  /** The field the problem is about, when there is one. */
  field?: string;
  /** Where in the entry, when deeper than the field: `["countries", "DE AT"]`. */
  path?: (string | number)[];
  message: string;
}

/** An old path that answers as `/go/{slug}`, where it is written (entry `index`, `position`). */
interface LinkAlias {
  /** Normalised like a redirect source (redirect-path.ts). */
  from: string;
  slug: string;
  index: number;
  position: number;
}

export interface LinkRegistry {
  /** Usable entries by slug. */
  bySlug: ReadonlyMap<string, LinkEntry>;
  /** The usable entries' aliases, in file order (a clash is the redirect table's to find). */
  aliases: readonly LinkAlias[];
  problems: RegistryProblem[];
}

export const EMPTY_REGISTRY: LinkRegistry = { bySlug: new Map(), aliases: [], problems: [] };

/** Validates parsed `links.json`; a bad entry is skipped and reported, the rest still work. */
export function readLinkRegistry(json: unknown): LinkRegistry {
  if (!Array.isArray(json)) {
    return {
      bySlug: new Map(),
      aliases: [],
      problems: [{ index: -1, message: "links.json is not a JSON array" }],
    };
  }
  const bySlug = new Map<string, LinkEntry>();
  const aliases: LinkAlias[] = [];
  const problems: RegistryProblem[] = [];
  json.forEach((raw: unknown, index) => {
    const result = v.safeParse(LinkEntrySchema, raw);
    if (!result.success) {
      const issue = result.issues[0];
      const path = (issue.path ?? []).map((item) => item.key as string | number);
      const field = path[0];
      const name = typeof field === "string" ? `${path.join(".")}: ` : "";
      problems.push({
        index,
        ...(typeof field === "string" && { field, path }),
        message: `skipped link #${index + 1}: ${name}${issue.message}`,
      });
      return;
    }
    const bad = [...fieldProblems(result.output), ...attributionProblems(result.output)][0];
    if (bad) {
      const message = `skipped link #${index + 1}: ${bad.message}`;
      problems.push({ index, field: String(bad.path[0]), path: bad.path, message });
      return;
    }
    const url = result.output.url ?? result.output.targets?.[0]?.url ?? "";
    // A URL with placeholders stays as written: URL parsing would encode its braces.
    const entry = { ...result.output, url: hasPlaceholders(url) ? url : new URL(url).href };
    if (bySlug.has(entry.slug)) {
      problems.push({
        index,
        field: "slug",
        message: `skipped link #${index + 1}: the slug "${entry.slug}" is used twice`,
      });
      return;
    }
    bySlug.set(entry.slug, entry);
    (entry.aliases ?? []).forEach((alias, position) => {
      const from = normalizeRedirectPath(alias) ?? alias;
      aliases.push({ from, slug: entry.slug, index, position });
    });
  });
  // A keyword two links share stays the first one's (the clash is the second one's problem).
  const indexOf = new Map<string, number>();
  json.forEach((raw: unknown, index) => {
    const slug = (raw as { slug?: unknown } | null)?.slug;
    if (typeof slug === "string" && !indexOf.has(slug)) indexOf.set(slug, index);
  });
  for (const { slug, position, message } of claimKeywords([...bySlug.values()])) {
    const index = indexOf.get(slug) ?? 0;
    problems.push({ index, field: "keywords", path: ["keywords", position], message });
  }
  return { bySlug, aliases, problems };
}

/** Parses `links.json` text; a JSON syntax error is one problem and an empty registry. */
export function parseLinkRegistry(text: string): LinkRegistry {
  return readJsonText(text, "links.json", readLinkRegistry, (message) => ({
    bySlug: new Map(),
    aliases: [],
    problems: [{ index: -1, message }],
  }));
}
