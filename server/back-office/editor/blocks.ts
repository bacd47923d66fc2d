/**
 * The contract's blocks as editor components (Decap's `registerEditorComponent`): each one's
 * form, how a block in the text is read into it (`fromBlock`), and the exact syntax it writes
 * back (`toBlock`, docs/authoring.md and docs/content-format.md). Products read with the
 * site's own parser, so the form sees what the site sees. `goLinks`: the slugs of links.json,
 * offered wherever a link is picked.
 */
import {
  PRODUCT_ATTRIBUTES,
  parseProductsBlock,
  type ProductAttribute,
} from "#app/analysis/index.ts";
import { escapeMarkup } from "#app/markdown/index.ts";

type Data = Record<string, unknown>;

export interface EditorComponent {
  id: string;
  label: string;
  fields: Data[];
  pattern: RegExp;
  /**
   * The block read into its form's data, or why the form cannot hold it (a meta block whose JSON
   * does not parse): it is then edited as text, never replaced by an empty form.
   */
  fromBlock(match: RegExpMatchArray): Data | string;
  toBlock(data: Data): string;
  toPreview(data: Data): string;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");
const quoted = (value: string) => value.replace(/\\/g, "\\\\").replace(/"/g, '\\"');

function goPicker(goLinks: readonly string[], label: string, name: string): Data {
  const options = goLinks.map((slug) => ({ label: slug, value: `go:${slug}` }));
  return { label, name, widget: "select", options, required: false };
}

/**
 * A product's form: the fields of each attribute the site reads (`PRODUCT_ATTRIBUTES`), in its
 * order; `link` is two, a links.json slug or a plain URL. Typed by the attributes, so one the
 * site gains is a missing property here.
 */
function productFields(goLinks: readonly string[]): Data[] {
  const byAttribute: Record<ProductAttribute, Data[]> = {
    title: [{ label: "Title", name: "title", widget: "string" }],
    imageUrl: [
      {
        label: "Image",
        name: "imageUrl",
        widget: "image",
        required: false,
        media_folder: "/images/products",
        public_folder: "",
        choose_url: true,
      },
    ],
    link: [
      goPicker(goLinks, "Affiliate link (links.json)", "goLink"),
      { label: "Or a plain https:// link", name: "link", widget: "string", required: false },
    ],
    description: [{ label: "Description", name: "description", widget: "string", required: false }],
    price: [{ label: "Price", name: "price", widget: "string", required: false }],
    priceDate: [
      {
        label: "Price checked on (YYYY-MM-DD)",
        name: "priceDate",
        widget: "string",
        required: false,
      },
    ],
    hoverLabel: [{ label: "Button text", name: "hoverLabel", widget: "string", required: false }],
    alt: [{ label: "Image description (alt)", name: "alt", widget: "string", required: false }],
    floatDirection: [
      {
        label: "Float",
        name: "floatDirection",
        widget: "select",
        options: ["right", "left"],
        required: false,
      },
    ],
  };
  return PRODUCT_ATTRIBUTES.flatMap((name) => byAttribute[name]);
}

function productsComponent(goLinks: readonly string[]): EditorComponent {
  return {
    id: "products",
    label: "Products block",
    fields: [
      { label: "Products", name: "products", widget: "list", fields: productFields(goLinks) },
    ],
    pattern: /^<!--\s*PRODUCTS\b([\s\S]*?)-->/i,
    fromBlock(match) {
      const { entries } = parseProductsBlock(match[1] ?? "", 0);
      const products = entries.map((entry) => {
        const product: Data = {};
        for (const { name, value } of entry.written) product[name] = value;
        if (text(product.link).startsWith("go:")) {
          product.goLink = product.link;
          delete product.link;
        }
        if (product.imageUrl === undefined) delete product.imageUrl;
        return product;
      });
      return { products };
    },
    toBlock(data) {
      const products = Array.isArray(data.products) ? (data.products as Data[]) : [];
      const lines = ["<!-- PRODUCTS"];
      for (const product of products) {
        lines.push("START PRODUCT");
        const link = text(product.goLink) || text(product.link);
        const values = PRODUCT_ATTRIBUTES.map((name): [string, string] => [
          name,
          name === "link" ? link : text(product[name]),
        ]);
        for (const [name, value] of values)
          if (value !== "") lines.push(`${name}="${quoted(value)}"`);
        lines.push("END PRODUCT");
      }
      lines.push("-->");
      return lines.join("\n");
    },
    toPreview(data) {
      const products = Array.isArray(data.products) ? (data.products as Data[]) : [];
      return `<p>Products: ${products.map((product) => escapeMarkup(text(product.title))).join(", ")}</p>`;
    },
  };
}

const insertProduct: EditorComponent = {
  id: "insert-product",
  label: "Product card here",
  fields: [
    {
      label: "Product number (empty: the next one)",
      name: "number",
      widget: "number",
      value_type: "int",
      min: 1,
      required: false,
    },
  ],
  pattern: /^<!--\s*INSERT PRODUCT(?:\s+(\d+))?\s*-->/i,
  fromBlock: (match) => (match[1] ? { number: Number(match[1]) } : {}),
  toBlock: (data) =>
    typeof data.number === "number" && data.number > 0
      ? `<!-- INSERT PRODUCT ${data.number} -->`
      : "<!-- INSERT PRODUCT -->",
  toPreview: (data) =>
    `<p>[product card ${typeof data.number === "number" ? data.number : "next"}]</p>`,
};

export { productsComponent, insertProduct };
