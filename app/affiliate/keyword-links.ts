/**
 * Keyword links: the first mention of a link's keyword on a page (case-insensitive, whole
 * words) becomes that link, placement `auto`. Never in headings, links, images, code or raw
 * HTML; product cards and FAQ questions are not markdown, so never there either. At most
 * `limit` per page, the earliest first: one budget is shared by every piece a page renders.
 */
import { GO_LINK_SCHEME } from "./go-link.ts";
import { keywordIndex, type AutoLinkBudget } from "./keywords.ts";
import type { LinkRegistry } from "./link-registry.ts";
import { lexMarkdown, type Token, type Tokens } from "#app/markdown/index.ts";

/** A link this module made: the renderer gives it the placement `auto`. */
export function isAutoLink(token: object): boolean {
  return (token as { autoLink?: unknown }).autoLink === true;
}

/** Where words are never linked. */
const SKIP = new Set(["heading", "code", "codespan", "link", "image", "html", "def", "footnote"]);

/** The tokens with keyword links in them (the same array when nothing changed). */
export function withKeywordLinks(
  tokens: Token[],
  links: LinkRegistry,
  budget: AutoLinkBudget,
): Token[] {
  const index = keywordIndex(links.bySlug);
  if (!index || budget.linked.length >= budget.limit) return tokens;
  const visit = (list: Token[]): Token[] => {
    let changed = false;
    const out: Token[] = [];
    for (const token of list) {
      const next = budget.linked.length >= budget.limit ? token : visitOne(token);
      if (next !== token) changed = true;
      out.push(...(Array.isArray(next) ? next : [next]));
    }
    return changed ? out : list;
  };
  const visitOne = (token: Token): Token | Token[] => {
    if (SKIP.has(token.type)) return token;
    if (token.type === "list") {
      const items = (token as Tokens.List).items.map((item) => {
        const inner = visit(item.tokens);
        return inner === item.tokens ? item : { ...item, tokens: inner };
      });
      return items.every((item, at) => item === (token as Tokens.List).items[at])
        ? token
        : { ...token, items };
    }
    if (token.type === "table") return visitTable(token as Tokens.Table, visit);
    const inner = (token as { tokens?: Token[] }).tokens;
    if (Array.isArray(inner) && inner.length > 0) {
      const next = visit(inner);
      return next === inner ? token : { ...token, tokens: next };
    }
    if (token.type === "text") return splitText(token as Tokens.Text, index, budget, links);
    return token;
  };
  return visit(tokens);
}

function visitTable(table: Tokens.Table, visit: (list: Token[]) => Token[]): Token {
  const cell = (c: Tokens.TableCell) => {
    const inner = visit(c.tokens);
    return inner === c.tokens ? c : { ...c, tokens: inner };
  };
  const header = table.header.map(cell);
  const rows = table.rows.map((row) => row.map(cell));
  const same =
    header.every((c, at) => c === table.header[at]) &&
    rows.every((row, r) => row.every((c, at) => c === table.rows[r]?.[at]));
  return same ? table : { ...table, header, rows };
}

/** A text token cut around the keywords it mentions first. */
function splitText(
  token: Tokens.Text,
  index: NonNullable<ReturnType<typeof keywordIndex>>,
  budget: AutoLinkBudget,
  links: LinkRegistry,
): Token | Token[] {
  const text = token.text;
  const pieces: Token[] = [];
  let from = 0;
  const pattern = new RegExp(index.pattern.source, index.pattern.flags);
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (budget.linked.length >= budget.limit) break;
    const slug = index.slugOf.get(match[0].toLowerCase());
    if (!slug || !links.bySlug.has(slug) || budget.linked.some((link) => link.slug === slug)) {
      continue;
    }
    budget.linked.push({ slug, text: match[0] });
    if (match.index > from) pieces.push(textToken(token, text.slice(from, match.index)));
    pieces.push(linkToken(token, match[0], slug));
    from = match.index + match[0].length;
  }
  if (pieces.length === 0) return token;
  if (from < text.length) pieces.push(textToken(token, text.slice(from)));
  return pieces;
}

function textToken(like: Tokens.Text, text: string): Tokens.Text {
  return {
    type: "text",
    raw: text,
    text,
    ...(like.escaped !== undefined && { escaped: like.escaped }),
  };
}

function linkToken(
  like: Tokens.Text,
  text: string,
  slug: string,
): Tokens.Link & { autoLink: true } {
  return {
    type: "link",
    raw: text,
    href: `${GO_LINK_SCHEME}${slug}`,
    title: null,
    text,
    tokens: [textToken(like, text)],
    autoLink: true,
  };
}

interface AnalyzedPage {
  parts: readonly { kind: string; tokens?: Token[] }[];
  faq: readonly { answer: string }[];
  data: Readonly<Record<string, string>>;
}

/**
 * The keyword links a page shows, in page order, as its renderer makes them (text, then FAQ
 * answers): for the content checker's list. None with `autolink: false`.
 */
export function listKeywordLinks(
  analyzed: AnalyzedPage,
  links: LinkRegistry,
  limit: number,
): AutoLinkBudget["linked"] {
  if (analyzed.data.autolink?.trim().toLowerCase() === "false") return [];
  const budget: AutoLinkBudget = { limit, linked: [] };
  for (const part of analyzed.parts) {
    if (part.kind === "text" && part.tokens) withKeywordLinks(part.tokens, links, budget);
  }
  for (const item of analyzed.faq) withKeywordLinks(lexMarkdown(item.answer), links, budget);
  return budget.linked;
}
