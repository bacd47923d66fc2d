/**
 * The product cards' photos in the preview: the back office is not the public site, so a card's
 * `/assets/content/images/…` path is read from the content folder through the back office's API
 * (`getMediaFile`) and shown as a data URL; a photo of the folder not (yet) read is an empty
 * image (its path, asked for from the back office, was a 404 in the console); others keep their
 * URL.
 */
import { useEffect, useState } from "react";
import type { PageContent, Product } from "#app/analysis/index.ts";
import { toFolderFile } from "#app/content/index.ts";
import { readFolderImage } from "#server/back-office/editor/api.ts";

/** Every photo read so far, by its site path: the editor reads each once. */
const read = new Map<string, Promise<string | undefined>>();

export function productImagePaths(content: PageContent): string[] {
  const products = [
    ...content.products,
    ...content.parts.flatMap((part) => (part.kind === "product" ? [part.product] : [])),
    ...content.faq.flatMap((item) => (item.product ? [item.product] : [])),
  ];
  return [...new Set(products.map((product) => product.imageUrl).filter(Boolean))];
}

/** A transparent pixel: a folder photo's place until it is read. */
export const PENDING_IMAGE =
  "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/** The content with each product's photo replaced by what `urls` has for it. */
export function withProductImages(
  content: PageContent,
  urls: ReadonlyMap<string, string>,
): PageContent {
  const swap = (product: Product): Product => {
    const url =
      urls.get(product.imageUrl) ?? (toFolderFile(product.imageUrl) ? PENDING_IMAGE : undefined);
    return url ? { ...product, imageUrl: url } : product;
  };
  return {
    ...content,
    products: content.products.map(swap),
    parts: content.parts.map((part) =>
      part.kind === "product" ? { ...part, product: swap(part.product) } : part,
    ),
    faq: content.faq.map((item) =>
      item.product ? { ...item, product: swap(item.product) } : item,
    ),
  };
}

/**
 * The data URLs of the content's product photos read so far. A photo not in the folder yet (just
 * uploaded, saved with the entry) is shown from `draftImage`, Decap's copy in the browser, asked
 * for by its folder path (`images/uploads/x.jpg`: Decap takes a path from `/` for a URL).
 */
export function useProductImages(
  content: PageContent | null,
  draftImage: (path: string) => string | undefined,
): ReadonlyMap<string, string> {
  const [urls, setUrls] = useState<ReadonlyMap<string, string>>(new Map());
  const paths = content ? productImagePaths(content) : [];
  const wanted = paths.filter((path) => !urls.has(path)).join("\n");
  useEffect(() => {
    let current = true;
    for (const path of wanted ? wanted.split("\n") : []) {
      const file = toFolderFile(path);
      if (!file) continue;
      if (!read.has(path)) read.set(path, readFolderImage(file));
      void read.get(path)?.then((found) => {
        const url = found ?? draftImage(file);
        if (current && url) setUrls((before) => new Map(before).set(path, url));
      });
    }
    return () => {
      current = false;
    };
    // draftImage changes with every render; what is wanted decides when to read.
  }, [wanted]);
  return urls;
}
