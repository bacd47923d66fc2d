/** A product as the page shows it, and the rules that make a product's URLs safe. */
import { contentFile, toSitePath } from "#app/content/index.ts";

/** The attributes a product may have (docs/authoring.md, "PRODUCTS and INSERT PRODUCT"). */
export const PRODUCT_ATTRIBUTES = [
  "title",
  "imageUrl",
  "link",
  "description",
  "price",
  "priceDate",
  "hoverLabel",
  "alt",
  "floatDirection",
] as const;

export type ProductAttribute = (typeof PRODUCT_ATTRIBUTES)[number];
type FloatDirection = "left" | "right";

/** Every text field is plain text, rendered escaped; `link` is http(s), `imageUrl` a web path. */
export interface Product {
  /** 1-based position in the products block, as `INSERT PRODUCT n` and `PRODUCT: n` count. */
  number: number;
  title: string;
  /** Resolved URL, or "" when there is no usable image. */
  imageUrl: string;
  link: string;
  description: string;
  price: string;
  hoverLabel: string;
  alt: string;
  floatDirection: FloatDirection;
  /** When `price` was last checked (ISO `YYYY-MM-DD`), or "". */
  priceDate: string;
}

/** Where a bare image name is looked up: `/assets/content/images/products/`. */
const PRODUCT_IMAGES_PATH = `/${toSitePath(contentFile("productImage", ""))}/`;

/** The link as a normalised http(s) URL, or undefined for anything else. */
export function toHttpUrl(raw: string): string | undefined {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return undefined;
  }
  return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined;
}

/**
 * An image URL: absolute http(s) kept, a `/path` kept, a bare name resolved under the product
 * images folder. Any other scheme (javascript:, data:, ...) or `//host` gives undefined.
 */
export function resolveProductImage(raw: string): string | undefined {
  const value = raw.trim();
  if (value === "") return "";
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:").
  const compact = [...value].filter((char) => char > " " && char !== "\u007f").join("");
  if (/^[a-z][a-z\d+.-]*:/i.test(compact)) return toHttpUrl(value);
  if (compact.startsWith("//") || compact.startsWith("\\")) return undefined;
  if (value.startsWith("/")) return encodeURI(value);
  return PRODUCT_IMAGES_PATH + encodeURI(value.replace(/^(\.\/)+/, ""));
}
