/**
 * A markdown file → the serialisable model a layout shows (it travels as loader data inside the
 * prerendered HTML, so it stays compact: HTML strings for text, plain objects for products and
 * FAQ items). All HTML comes from `renderMarkdown`, which sanitizes.
 */
import { analyzeMarkdown } from "./analyze-markdown.ts";
import { findDisclosurePlace } from "#app/affiliate/index.ts";
import {
  createAutoLinkBudget,
  DEFAULT_AUTO_LINKS_PER_PAGE,
  type LinkPlace,
  type LinkRegistry,
} from "#app/affiliate/index.ts";
import { faqAnchorIds } from "./faq-anchors.ts";
import { buildPostHeader, renderPostHeader, splitLeadingTitle } from "./post-header.ts";
import { withPublishDate } from "./scheduled-date.ts";
import type { ContentProblem } from "#app/analysis/blocks/content-problem.ts";
import { headingLevels, withHeadingLevels } from "#app/analysis/blocks/heading-levels.ts";
import type { PageData } from "#app/analysis/blocks/data-block.ts";
import type { MetaBlock } from "#app/analysis/blocks/meta.ts";
import {
  fillPlaceholders,
  fillTokenPlaceholders,
  placeholderValues,
} from "#app/analysis/blocks/placeholders.ts";
import { lexMarkdown, type Token } from "#app/markdown/index.ts";
import type { Product } from "#app/analysis/blocks/product.ts";
import type { PageLayout } from "#app/content/index.ts";

/** Counts heading slugs, so ids stay unique across the separately rendered pieces of a page. */
export type SlugCounter = Map<string, number>;

export type ContentPart =
  | { kind: "text"; html: string }
  | { kind: "product"; product: Product }
  /** The product grid: every product of `PageContent.products`. */
  | { kind: "grid" }
  /** The FAQ accordion: the items of `PageContent.faq`. */
  | { kind: "faq" };

export interface FaqItem {
  /** Plain text. */
  question: string;
  /** The question's element id: a link to `#id` opens this answer (faq-anchors.ts). */
  id: string;
  /** Sanitized HTML. */
  answerHtml: string;
  product?: Product;
}

export interface PageContent {
  metaBlock: MetaBlock;
  data: PageData;
  parts: ContentPart[];
  products: Product[];
  /** The FAQ items, when the page shows them (FAQ pages always; others at `INSERT FAQ`). */
  faq: FaqItem[];
  problems: ContentProblem[];
  /** Index of the part the affiliate disclosure stands before (`parts.length`: after them all). */
  disclosureAt?: number;
  /**
   * Blog and review pages: the post header, rendered (the title as the `h1`, the body's own
   * leading `# Title` when it has one, then date, author and tags).
   */
  headerHtml?: string;
}

/** A markdown text, or tokens cut from one parsed document (its references already resolved). */
export type MarkdownInput = string | Token[];

export interface ParseContext {
  /** Markdown → sanitized HTML; heading ids are counted in `slugs` when given. */
  renderMarkdown(
    markdown: MarkdownInput,
    slugs?: SlugCounter,
    links?: LinkRegistry,
    place?: LinkPlace,
  ): string;
  baseUrl: string;
  /** The affiliate link registry, for `go:` links (none: every `go:` link is unknown). */
  links?: LinkRegistry;
  /** The page's title when the file gives none (the manifest's): the post header's `h1`. */
  title?: string;
  /** The page's site path: its affiliate links carry it (and their placement) to the merchant. */
  path?: string;
  /** `site.json`'s cap on keyword links per page; default 3. */
  autoLinksPerPage?: number;
  /** The manifest entry's `publishAt`: the page's date where the file gives none. */
  publishAt?: string;
}

export function parsePageContent(
  markdown: string,
  layout: PageLayout,
  context: ParseContext,
): PageContent {
  const page = context.path ?? "";
  const analyzed = analyzeMarkdown(markdown, layout, context.links, page);
  const data = withPublishDate(analyzed.data, context.publishAt);
  const values = placeholderValues(data, context.baseUrl);
  const slugs: SlugCounter = new Map();
  // `autolink: false` in the front matter: this page shows no keyword links.
  const autoLinks =
    analyzed.data.autolink?.trim().toLowerCase() === "false"
      ? undefined
      : createAutoLinkBudget(context.autoLinksPerPage ?? DEFAULT_AUTO_LINKS_PER_PAGE);
  const levels = headingLevels(
    analyzed.parts.flatMap((part) => (part.kind === "text" ? part.tokens : [])),
  );
  const render = (tokens: Token[], placement: LinkPlace["placement"] = "text") =>
    context.renderMarkdown(
      fillTokenPlaceholders(withHeadingLevels(tokens, levels), values),
      slugs,
      context.links,
      { page, placement, ...(autoLinks && { autoLinks }) },
    );

  const isPost = layout === "post";
  const first = analyzed.parts[0];
  const leading: { title?: Token; rest?: Token[] } =
    isPost && first?.kind === "text" ? splitLeadingTitle(first.tokens) : {};
  const titleHtml = leading.title && render([leading.title]);
  const title = analyzed.metaBlock.title || context.title || "";
  const parts = analyzed.parts.map((part, index): ContentPart => {
    if (part.kind !== "text") return part;
    return { kind: "text", html: render(index === 0 && leading.rest ? leading.rest : part.tokens) };
  });
  const showsFaq = layout === "faq" || parts.some((part) => part.kind === "faq");
  const items = showsFaq ? analyzed.faq : [];
  const questions = items.map((item) => fillPlaceholders(item.question, values));
  const ids = faqAnchorIds(questions);
  const faq = items.map(({ answer, product }, index) => ({
    question: questions[index] ?? "",
    id: ids[index] ?? "",
    answerHtml: render(lexMarkdown(answer), "faq"),
    ...(product && { product }),
  }));
  const usesGrid = parts.some((part) => part.kind === "grid");
  const products = usesGrid ? analyzed.products : [];
  const disclosureAt = findDisclosurePlace(parts, products, faq);
  return {
    metaBlock: analyzed.metaBlock,
    data,
    parts,
    products,
    faq,
    problems: analyzed.problems,
    ...(disclosureAt !== undefined && { disclosureAt }),
    ...(isPost && {
      headerHtml: renderPostHeader(
        buildPostHeader(data),
        titleHtml === undefined ? { text: title } : { html: titleHtml },
      ),
    }),
  };
}
