/** `{{key}}` page-data substitution and the `{{baseUrl}}` placeholder (docs/authoring.md). */
import { contentWarning, type ContentProblem } from "./content-problem.ts";
import type { Range } from "./blocks.ts";
import type { PageData } from "./data-block.ts";

const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1"]);

/**
 * The public base URL as pages show it: no trailing slash, and a plain `http://` base whose
 * host is not `localhost`/`127.0.0.1` upgraded to `https://`.
 */
export function resolveBaseUrl(configured: string): string {
  const trimmed = configured.trim().replace(/\/+$/, "");
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return trimmed;
  }
  if (url.protocol === "http:" && !LOCAL_HOSTS.has(url.hostname)) {
    return `https://${trimmed.slice("http://".length)}`;
  }
  return trimmed;
}

/** The values `{{key}}` can take: the page data, and `baseUrl` (which page data cannot override). */
export function placeholderValues(data: PageData, baseUrl: string): PageData {
  return { ...data, baseUrl: resolveBaseUrl(baseUrl) };
}

/** Replaces each `{{key}}` that has a value; unknown ones stay as written. */
export function fillPlaceholders(text: string, values: PageData): string {
  return text.replace(PLACEHOLDER, (whole, key: string) =>
    Object.hasOwn(values, key) ? (values[key] ?? "") : whole,
  );
}

/** A warning for each `{{key}}` outside `skip` that has no value. */
export function findUnknownPlaceholders(
  markdown: string,
  values: PageData,
  skip: readonly Range[],
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const match of markdown.matchAll(PLACEHOLDER)) {
    const at = match.index;
    const key = match[1] ?? "";
    if (Object.hasOwn(values, key) || skip.some((range) => at >= range.start && at < range.end))
      continue;
    problems.push(
      contentWarning(`{{${key}}} has no value: add "${key}=..." to the DATA block`, at),
    );
  }
  return problems;
}
