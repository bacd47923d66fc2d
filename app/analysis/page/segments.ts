/**
 * Splits a page's text at its markers and decides what each marker places (docs/authoring.md, "PRODUCTS and INSERT PRODUCT", "FAQ and INSERT FAQ").
 */
import type { FlowItem, Marker } from "#app/analysis/blocks/blocks.ts";
import {
  contentError,
  contentWarning,
  type ContentProblem,
} from "#app/analysis/blocks/content-problem.ts";
import type { Product } from "#app/analysis/blocks/product.ts";
import type { PageLayout } from "#app/content/index.ts";
import type { Token } from "#app/markdown/index.ts";

/** Blog, review and FAQ pages show at most this many inline products. */
export const MAX_INLINE_PRODUCTS = 10;
/** 10 product markers and one FAQ marker cut the text into at most 12 segments. */
export const MAX_SEGMENTS = 12;

export type PlannedPart =
  /** Top-level tokens of the one parsed document, rendered with its references. */
  | { kind: "text"; tokens: Token[] }
  | { kind: "product"; product: Product }
  | { kind: "grid" }
  | { kind: "faq" };

export interface SegmentInput {
  /** The document's tokens and markers, in page order (scanBlocks). */
  flow: readonly FlowItem[];
  layout: PageLayout;
  markers: readonly Marker[];
  products: readonly Product[];
  /** Entries in the products block, usable or not; undefined when there is no block. */
  productsBlock?: { offset: number; count: number };
  /** The FAQ block, when it has usable items; whether any item shows a product (`PRODUCT: N`). */
  faqBlock?: { offset: number; attachesProducts?: boolean };
}

export interface SegmentPlan {
  parts: PlannedPart[];
  problems: ContentProblem[];
}

// Long: one pass over the flow, whose open part and counters every branch updates.
export function planSegments(input: SegmentInput): SegmentPlan {
  const { flow, layout, markers, products } = input;
  const problems: ContentProblem[] = [];
  const inline = layout === "post" || layout === "faq";
  const placed = new Set<number>();
  const cuts = new Map<Marker, PlannedPart>();
  let grid = false;
  let faq = false;

  const placeProduct = (marker: Marker & { kind: "product" }): Product | undefined => {
    const product = marker.number
      ? products.find((item) => item.number === marker.number)
      : products.find((item) => !placed.has(item.number));
    if (product) placed.add(product.number);
    else
      problems.push(
        contentError(missingProduct(marker.number, input.productsBlock?.count ?? 0), marker.start),
      );
    return product;
  };

  for (const marker of markers) {
    if (marker.kind === "faq") {
      if (layout === "faq")
        problems.push(
          contentWarning(
            "INSERT FAQ has no effect on a FAQ page: the list always follows the text",
            marker.start,
          ),
        );
      else if (faq) problems.push(contentWarning("a second INSERT FAQ: dropped", marker.start));
      else if (!input.faqBlock)
        problems.push(contentError("INSERT FAQ without a FAQ block that has items", marker.start));
      else {
        faq = true;
        cuts.set(marker, { kind: "faq" });
      }
    } else if (inline) {
      const count = [...cuts.values()].filter((part) => part.kind === "product").length;
      if (count >= MAX_INLINE_PRODUCTS) {
        problems.push(
          contentWarning(
            `more than ${MAX_INLINE_PRODUCTS} INSERT PRODUCT markers: this one is dropped`,
            marker.start,
          ),
        );
        continue;
      }
      const product = placeProduct(marker);
      if (product) cuts.set(marker, { kind: "product", product });
    } else if (grid) {
      problems.push(
        contentWarning(
          "only the first INSERT PRODUCT places the product grid on this page: dropped",
          marker.start,
        ),
      );
    } else if (products.length === 0) {
      problems.push(contentError("INSERT PRODUCT without any usable product", marker.start));
    } else {
      grid = true;
      cuts.set(marker, { kind: "grid" });
    }
  }

  const parts: PlannedPart[] = [];
  let text: Token[] = [];
  for (const item of flow) {
    const part = item.kind === "marker" ? cuts.get(item.marker) : undefined;
    if (item.kind === "token") text.push(item.token);
    if (!part) continue;
    pushText(parts, text);
    parts.push(part);
    text = [];
  }
  pushText(parts, text);

  // With no marker, a generic page's grid follows the text (docs/authoring.md).
  if (!inline && !grid && products.length > 0) parts.push({ kind: "grid" });
  // Products attached to FAQ answers are shown there, when the FAQ is.
  const faqShowsProducts = (layout === "faq" || faq) && Boolean(input.faqBlock?.attachesProducts);
  if (
    inline &&
    placed.size === 0 &&
    products.length > 0 &&
    input.productsBlock &&
    !faqShowsProducts
  ) {
    problems.push(
      contentWarning(
        "products block without an INSERT PRODUCT marker: no product is shown",
        input.productsBlock.offset,
      ),
    );
  }
  if (layout !== "faq" && !faq && input.faqBlock) {
    problems.push(
      contentWarning(
        "FAQ block without an INSERT FAQ marker: it is not shown",
        input.faqBlock.offset,
      ),
    );
  }
  return { parts, problems };
}

function missingProduct(number: number | undefined, count: number): string {
  if (number === undefined) return "INSERT PRODUCT: no product left to place";
  return number > count
    ? `INSERT PRODUCT ${number}: there is no product ${number}`
    : `INSERT PRODUCT ${number}: product ${number} was skipped`;
}

/** Tokens that print nothing: blank lines, link and footnote definitions, an empty list. */
function printsNothing(token: Token): boolean {
  if (token.type === "footnotes") return token.items.length === 0;
  return ["space", "def", "footnote"].includes(token.type);
}

function pushText(parts: PlannedPart[], tokens: Token[]): void {
  if (!tokens.every(printsNothing)) parts.push({ kind: "text", tokens });
}
