/** `{{key}}` page-data substitution and the `{{baseUrl}}` placeholder (docs/authoring.md). */
import { contentWarning, type ContentProblem } from "./content-problem.ts";
import { lexInline, type Token, type Tokens } from "#app/markdown/index.ts";
import { placeholderTexts } from "./comments.ts";
import { childTokens } from "./token-walk.ts";
import type { PageData } from "./data-block.ts";
import { placeholderBaseUrl } from "#app/config/index.ts";

const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;
/**
 * The values `{{key}}` can take: the page data, and `baseUrl` (which page data cannot override),
 * as the spec writes it into text (`placeholderBaseUrl`, app/config/placeholder-base-url.ts).
 */
export function placeholderValues(data: PageData, baseUrl: string): PageData {
  return { ...data, baseUrl: placeholderBaseUrl(baseUrl) };
}

/** Replaces each `{{key}}` that has a value; unknown ones stay as written. */
export function fillPlaceholders(text: string, values: PageData): string {
  return text.replace(PLACEHOLDER, (whole, key: string) =>
    Object.hasOwn(values, key) ? (values[key] ?? "") : whole,
  );
}

/**
 * Replaces `{{key}}` in the tokens' text, link targets and raw HTML, never in code, in place.
 * Filled-in text is read again as inline markdown, as if the value had been written there (so
 * `{{baseUrl}}/path` is still a link), without ever reaching into code.
 */
export function fillTokenPlaceholders(tokens: Token[], values: PageData): Token[] {
  const fill = (text: string) => fillPlaceholders(text, values);
  for (const token of tokens) {
    if (token.type === "link" || token.type === "image") {
      token.href = fill(token.href);
      if (token.title) token.title = fill(token.title);
    } else if (token.type === "heading") {
      token.text = fill(token.text); // its id is made from this text
    } else if (token.type === "html" && placeholderTexts(token).length > 0) {
      const html = token as Tokens.HTML;
      html.text = fill(html.text);
    } else if (placeholderTexts(token).length > 0) {
      const text = token as Tokens.Text;
      const filled = fill(text.text);
      if (filled !== text.text) Object.assign(text, { text: filled, tokens: lexInline(filled) });
    }
    fillTokenPlaceholders(childTokens(token), values);
  }
  return tokens;
}

/** A warning for each `{{key}}` found in the text (scanBlocks) that has no value. */
export function findUnknownPlaceholders(
  found: readonly { key: string; offset: number }[],
  values: PageData,
): ContentProblem[] {
  return found
    .filter(({ key }) => !Object.hasOwn(values, key))
    .map(({ key, offset }) =>
      contentWarning(`{{${key}}} has no value: add "${key}=..." to the DATA block`, offset),
    );
}
