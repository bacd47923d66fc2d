/**
 * Every JSON-LD block of a page through `@adobe/structured-data-validator`: schema.org's
 * vocabulary (types and the properties each may have) and Google's rich-result rules for the
 * types it knows (BlogPosting's parents, Review, BreadcrumbList, Organization, Person, …).
 * The vocabulary is the pinned, trimmed copy beside this file (README.md): no network.
 */
import { readFileSync } from "node:fs";
import Validator from "@adobe/structured-data-validator";

export interface StructuredDataIssue {
  rootType: string;
  issueMessage: string;
  severity: string;
}

const vocabulary: unknown = JSON.parse(
  readFileSync(new URL("./schemaorg-30.0-vocabulary.json", import.meta.url), "utf8"),
);
const validator = new Validator(vocabulary);

/** The page's JSON-LD objects, parsed (a block that does not parse is an issue itself). */
function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "") as unknown,
  );
}

/**
 * The validator's errors for the page's JSON-LD, and the properties schema.org does not define
 * (a warning to the validator, which leaves room for extensions; an error here: the site uses
 * none). Its other warnings are advice (recommended fields), not errors.
 */
export async function structuredDataErrors(html: string): Promise<StructuredDataIssue[]> {
  const byType: Record<string, unknown[]> = {};
  for (const block of jsonLdBlocks(html)) {
    const type = (block as { "@type"?: unknown })["@type"];
    const key = typeof type === "string" ? type : "Thing";
    (byType[key] ??= []).push(block);
  }
  const issues = (await validator.validate({ jsonld: byType })) as StructuredDataIssue[];
  return issues.filter(
    (issue) =>
      issue.severity === "ERROR" ||
      issue.issueMessage.includes("is not supported by the schema.org specification"),
  );
}
