/**
 * Build time: gives a loaded page the image variants the build made. Text images become
 * `<picture>` markup, product cards get their variants in `model.images`, Open Graph and
 * Twitter images point at the 1200×630 preview. The first image in page order is the likely
 * LCP element: it loads eagerly with high priority; every later one lazily.
 */
import type {
  ContentPart,
  JsonLdObject,
  PageContent,
  PageModel,
  Product,
} from "#app/analysis/index.ts";
import type { ImageManifest, ImageSlot } from "./image-manifest.ts";
import { toProductImage, type PageImages } from "./page-images.ts";
import { rewriteTextImages } from "./rewrite-text-images.ts";
import { socialCardUrl } from "./social-card.ts";
import type { Loading } from "./picture-markup.ts";

/** An image the page uses in `slot` for which the manifest has no variants. */
export interface MissingImage {
  url: string;
  slot: ImageSlot;
}

/** `onMissing` hears each image the manifest has no variants for, with the slot it fills. */
export function attachImages(
  model: PageModel,
  manifest: ImageManifest,
  onMissing: (image: MissingImage) => void = () => undefined,
): PageModel {
  const images: PageImages = { products: {} };
  const claim = (src: string): Loading => {
    if (images.priority !== undefined) return "lazy";
    images.priority = src;
    return "eager-high";
  };
  const addProduct = (product: Product | undefined) => {
    const image = product && toProductImage(manifest[product.imageUrl]);
    if (product?.imageUrl && !image) onMissing({ url: product.imageUrl, slot: "product" });
    if (!product || !image) return;
    images.products[product.imageUrl] = image;
    images.priority ??= product.imageUrl;
  };
  const content =
    model.content &&
    withImages(model.content, manifest, claim, addProduct, (url) =>
      onMissing({ url, slot: "text" }),
    );
  // A page without an image of its own, or whose image has no preview (a missing file, one
  // published since the build), shows its generated card (decision 057).
  const card = socialCardUrl({ title: model.meta.ogTitle, site: model.site.title });
  const preview = (url: string) => {
    if (ABSOLUTE.test(url)) return url;
    if (url && !manifest[url]?.og) onMissing({ url, slot: "og" });
    return manifest[url]?.og?.url ?? card;
  };
  const meta = {
    ...model.meta,
    ogImage: preview(model.meta.ogImage),
    twitterImage: preview(model.meta.twitterImage),
  };
  const structuredData = model.structuredData.map((object) => withPreview(object, manifest, card));
  return { ...model, content, meta, structuredData, images };
}

function withImages(
  content: PageContent,
  manifest: ImageManifest,
  claim: (src: string) => Loading,
  addProduct: (product: Product | undefined) => void,
  onMissing: (url: string) => void,
): PageContent {
  const rewrite = (html: string) => rewriteTextImages(html, manifest, claim, onMissing);
  let faq = content.faq;
  const rewriteFaq = () => {
    faq = faq.map((item) => {
      addProduct(item.product);
      return { ...item, answerHtml: rewrite(item.answerHtml) };
    });
  };
  const parts = content.parts.map((part): ContentPart => {
    if (part.kind === "text") return { kind: "text", html: rewrite(part.html) };
    if (part.kind === "product") addProduct(part.product);
    if (part.kind === "grid") content.products.forEach(addProduct);
    if (part.kind === "faq") rewriteFaq();
    return part;
  });
  // A FAQ page shows its list after the text, with no marker among the parts.
  if (!content.parts.some((part) => part.kind === "faq")) rewriteFaq();
  return { ...content, parts, faq };
}

/** An image on another site, as the author wrote it: nothing here can make a preview of it. */
const ABSOLUTE = /^https?:\/\//i;

/**
 * JSON-LD `image` (absolute) points at the preview too: crawlers want the same fixed size. A
 * content-folder image with no preview (a missing file) is the page's card, as its og:image is.
 */
function withPreview(object: JsonLdObject, manifest: ImageManifest, card: string): JsonLdObject {
  const image = object["image"];
  if (typeof image !== "string") return object;
  const content = image.indexOf(CONTENT_IMAGES);
  if (content === -1) return object;
  // The manifest's name for it (`/assets/content/...`), looked up rather than searched for: a
  // page's key covers the entries its render looked up (decision 081).
  const preview = manifest[image.slice(content)]?.og;
  return { ...object, image: image.slice(0, content) + (preview?.url ?? card) };
}

const CONTENT_IMAGES = "/assets/content/";
