/**
 * The products block: `START PRODUCT` … `END PRODUCT` entries of `name="value"` attributes
 * (docs/authoring.md, "PRODUCTS and INSERT PRODUCT"). Unusable products are reported and left out; their
 * number stays taken, so `INSERT PRODUCT 3` always means the third entry the author wrote.
 */
import { readPriceDate } from "#app/affiliate/index.ts";
import { resolveGoLink } from "#app/affiliate/index.ts";
import { EMPTY_REGISTRY, type LinkRegistry } from "#app/affiliate/index.ts";
import { contentError, contentWarning, type ContentProblem } from "./content-problem.ts";
import {
  PRODUCT_ATTRIBUTES,
  resolveProductImage,
  toHttpUrl,
  type Product,
  type ProductAttribute,
} from "./product.ts";

export interface ParsedProducts {
  /** Usable products in block order; `number` keeps each one's position in the block. */
  products: Product[];
  /** Every entry as written, usable or not: `entries[n - 1]` is product `n`. */
  entries: ProductEntry[];
  /** How many entries the block has, usable or not. */
  count: number;
  problems: ContentProblem[];
}

/** An attribute as written: its value with `\"` and `\\` resolved, the offset of its name. */
interface WrittenAttribute {
  name: ProductAttribute;
  value: string;
  offset: number;
}

/** A `START PRODUCT` entry: where it starts and every known attribute in it, repeats included. */
export interface ProductEntry {
  number: number;
  offset: number;
  written: WrittenAttribute[];
}

type Attributes = Partial<Record<ProductAttribute, string>>;
interface Entry extends ProductEntry {
  attributes: Attributes;
}

const TOKEN =
  /\s*(?:(START\s+PRODUCT|END\s+PRODUCT)\b|([A-Za-z]+)\s*=\s*"((?:[^"\\]|\\.)*)"|(\S+))/giy;
const ATTRIBUTE_BY_LOWER = new Map(PRODUCT_ATTRIBUTES.map((name) => [name.toLowerCase(), name]));

export function parseProductsBlock(
  body: string,
  bodyOffset: number,
  links: LinkRegistry = EMPTY_REGISTRY,
  page?: string,
): ParsedProducts {
  const problems: ContentProblem[] = [];
  const entries: Entry[] = [];
  let open: Entry | undefined;
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(body); match && match[0].trim() !== ""; match = TOKEN.exec(body)) {
    const at = bodyOffset + match.index + (match[0].length - match[0].trimStart().length);
    const [, keyword, name, value, junk] = match;
    if (keyword && /^START/i.test(keyword)) {
      if (open)
        problems.push(
          contentWarning(
            `product ${open.number} has no END PRODUCT before the next START PRODUCT`,
            at,
          ),
        );
      open = { number: entries.length + 1, offset: at, attributes: {}, written: [] };
      entries.push(open);
    } else if (keyword) {
      if (!open) problems.push(contentWarning("END PRODUCT without START PRODUCT: ignored", at));
      open = undefined;
    } else if (name !== undefined && value !== undefined) {
      if (open) setAttribute(open, name, value, at, problems);
      else
        problems.push(
          contentWarning(`attribute ${name} outside START PRODUCT … END PRODUCT: ignored`, at),
        );
    } else if (junk !== undefined) {
      problems.push(
        contentWarning(
          `unreadable text "${junk}" in the products block: attributes are name="value"`,
          at,
        ),
      );
    }
  }
  if (open) problems.push(contentWarning(`product ${open.number} has no END PRODUCT`, open.offset));
  const products: Product[] = [];
  for (const entry of entries) {
    const product = toProduct(entry, problems, links, page);
    if (product) products.push(product);
  }
  const written = entries.map(({ number, offset, written }) => ({ number, offset, written }));
  return { products, entries: written, count: entries.length, problems };
}

function setAttribute(
  entry: Entry,
  name: string,
  raw: string,
  at: number,
  problems: ContentProblem[],
): void {
  const attribute = ATTRIBUTE_BY_LOWER.get(name.toLowerCase());
  if (!attribute) {
    problems.push(
      contentWarning(`product ${entry.number}: unknown attribute "${name}" ignored`, at),
    );
    return;
  }
  if (entry.attributes[attribute] !== undefined) {
    problems.push(
      contentWarning(`product ${entry.number}: ${attribute} is set twice, the last value wins`, at),
    );
  }
  const value = raw.replace(/\\(["\\])/g, "$1");
  entry.attributes[attribute] = value;
  entry.written.push({ name: attribute, value, offset: at });
}

function toProduct(
  { number, offset, attributes: a }: Entry,
  problems: ContentProblem[],
  links: LinkRegistry,
  page: string | undefined,
): Product | undefined {
  const label = a.title ? `Product ${number} "${a.title}"` : `Product ${number}`;
  const skip = (reason: string) => {
    problems.push(contentError(`${label} skipped: ${reason}`, offset));
    return undefined;
  };
  const title = a.title?.trim() ?? "";
  if (title === "") return skip("it has no title");
  if (!a.link?.trim()) return skip("it has no link");
  const place = page === undefined ? undefined : { page, placement: `card-${number}` as const };
  const go = resolveGoLink(a.link, links, place);
  if (go && !go.ok) return skip(go.message);
  const link = go ? go.href : toHttpUrl(a.link);
  if (!link) return skip(`its link "${a.link}" is not an http(s) URL`);
  const priceDate = readPriceDate(a.priceDate);
  if (priceDate === undefined) {
    problems.push(
      contentWarning(`${label}: priceDate "${a.priceDate}" is not a date (YYYY-MM-DD)`, offset),
    );
  }
  let imageUrl = resolveProductImage(a.imageUrl ?? "");
  if (imageUrl === undefined) {
    problems.push(
      contentError(
        `${label}: imageUrl "${a.imageUrl}" is not an http(s) URL or path; image left out`,
        offset,
      ),
    );
    imageUrl = "";
  }
  const direction = (a.floatDirection ?? "right").trim().toLowerCase();
  if (direction !== "left" && direction !== "right") {
    problems.push(
      contentWarning(
        `${label}: floatDirection "${a.floatDirection}" is not left or right; using right`,
        offset,
      ),
    );
  }
  return {
    number,
    title,
    imageUrl,
    link,
    description: a.description?.trim() ?? "",
    price: a.price?.trim() ?? "",
    hoverLabel: a.hoverLabel?.trim() ?? "",
    alt: a.alt?.trim() || title,
    floatDirection: direction === "left" ? "left" : "right",
    priceDate: priceDate ?? "",
  };
}

/**
 * Where product `number`'s attribute `name` is first written (else its `START PRODUCT`, else 0),
 * and that value as written (undefined when it is not).
 */
export function locateProductAttribute(
  entries: readonly ProductEntry[],
  number: number,
  name: ProductAttribute,
): { offset: number; value: string | undefined } {
  const entry = entries[number - 1];
  const attribute = entry?.written.find((written) => written.name === name);
  return { offset: attribute?.offset ?? entry?.offset ?? 0, value: attribute?.value };
}
