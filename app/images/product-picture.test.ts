import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { ImagesContext } from "./images-context.ts";
import { type PageImages, toProductImage } from "./page-images.ts";
import { ProductPicture } from "./product-picture.tsx";
import { GAVEL, TEST_MANIFEST } from "#tests/support/image-manifest-fixture.ts";

function render(images: PageImages | undefined, src = GAVEL): string {
  const picture = createElement(ProductPicture, { src, alt: "A gavel", className: "card" });
  return renderToStaticMarkup(createElement(ImagesContext, { value: images }, picture));
}

const gavel = toProductImage(TEST_MANIFEST[GAVEL]);
const withGavel = (priority?: string): PageImages => ({
  products: gavel ? { [GAVEL]: gavel } : {},
  ...(priority && { priority }),
});

describe("ProductPicture", () => {
  test("with variants: AVIF and WebP at 1× and 2×, sizes for the 180 px high box, the 1× size on the img", () => {
    const html = render(withGavel());
    expect(html).toContain(
      '<source type="image/avif" srcSet="/assets/img/gavel-240w-aaaaaaaaaaaa.avif 240w, /assets/img/gavel-480w-aaaaaaaaaaaa.avif 480w" sizes="240px"/>',
    );
    expect(html).toContain('type="image/webp"');
    expect(html).toMatch(
      /<img class="card" src="\/assets\/content\/images\/products\/gavel.jpg" alt="A gavel" width="240" height="180" loading="lazy" decoding="async"\/>/,
    );
  });

  test("the page's priority image loads eagerly with fetchpriority high", () => {
    expect(render(withGavel(GAVEL))).toContain('loading="eager" fetchPriority="high"');
  });

  test("a wide image is drawn wider on a phone, where the card is full width and still 180 px high", () => {
    const wide = { width: 250, height: 100, variants: { avif: [], webp: [] } };
    expect(render({ products: { [GAVEL]: wide } })).toContain(
      'sizes="(max-width: 767px) 450px, 250px"',
    );
  });

  test("without variants (an image published after the build) the original fills the fixed 250×180 box", () => {
    const html = render(undefined);
    expect(html).not.toContain("<picture");
    expect(html).toContain('width="250" height="180" loading="lazy"');
  });
});
