import { describe, expect, test } from "vitest";
import { site } from "#app/config/index.ts";
import type { PageModel } from "#app/loaders/index.ts";
import type { Product } from "#app/analysis/index.ts";
import { attachImages } from "./attach-images.ts";
import { socialCardUrl } from "./social-card.ts";
import { GAVEL, HERO, TEST_MANIFEST } from "#tests/support/image-manifest-fixture.ts";

const product = (imageUrl: string): Product => ({
  number: 1,
  title: "Gavel",
  imageUrl,
  link: "https://example.com/",
  description: "",
  priceDate: "",
  price: "",
  hoverLabel: "",
  alt: "A gavel",
  floatDirection: "right",
});

function model(parts: NonNullable<PageModel["content"]>["parts"]): PageModel {
  return {
    page: { layout: "post", key: "blogs/x", path: "/x", source: "x.md" } as PageModel["page"],
    meta: {
      ogImage: HERO,
      twitterImage: "/assets/content/images/og/card.svg",
    } as PageModel["meta"],
    content: { metaBlock: {}, data: {}, parts, products: [product(GAVEL)], faq: [], problems: [] },
    messages: [],
    structuredData: [{ "@type": "BlogPosting", image: `https://site.test${HERO}` }],
    site: site.identity,
  };
}

describe("attachImages", () => {
  test("a product image before any text image is the priority image; the text image then loads lazily", () => {
    const result = attachImages(
      model([
        { kind: "product", product: product(GAVEL) },
        { kind: "text", html: `<img src="${HERO}" alt="desk">` },
      ]),
      TEST_MANIFEST,
    );
    expect(result.images?.priority).toBe(GAVEL);
    expect(result.images?.products[GAVEL]).toMatchObject({ width: 240, height: 180 });
    const text = result.content?.parts[1];
    expect(text?.kind === "text" && text.html).toContain('loading="lazy"');
  });

  test("a text image first takes the priority; grid products get their variants", () => {
    const result = attachImages(
      model([{ kind: "text", html: `<img src="${HERO}" alt="desk">` }, { kind: "grid" }]),
      TEST_MANIFEST,
    );
    expect(result.images?.priority).toBe(HERO);
    expect(Object.keys(result.images?.products ?? {})).toEqual([GAVEL]);
  });

  test("Open Graph and JSON-LD images point at the 1200×630 preview; an image without one gets the page's card", () => {
    const result = attachImages(model([]), TEST_MANIFEST);
    expect(result.meta.ogImage).toBe("/assets/img/hero-1200w-cccccccccccc.jpg");
    const card = socialCardUrl({ title: result.meta.ogTitle, site: result.site.title });
    expect(card).toMatch(/^\/assets\/img\/card-1200w-[0-9a-f]{12}\.png$/);
    expect(result.meta.twitterImage).toBe(card);
    const none = attachImages({ ...model([]), meta: { ...model([]).meta, ogImage: "" } }, {});
    expect(none.meta.ogImage).toBe(card);
    const gone = `${site.baseUrl}/assets/content/images/blog/gone.jpg`;
    const missing = attachImages({ ...model([]), structuredData: [{ image: gone }] }, {});
    expect(missing.structuredData[0]?.["image"]).toBe(`${site.baseUrl}${card}`);
    const remote = "https://cdn.example.com/a.jpg";
    const kept = attachImages({ ...model([]), meta: { ...model([]).meta, ogImage: remote } }, {});
    expect(kept.meta.ogImage).toBe(remote);
    expect(result.structuredData[0]?.["image"]).toBe(
      "https://site.test/assets/img/hero-1200w-cccccccccccc.jpg",
    );
  });

  test("with an empty manifest (no build variants) nothing changes but an empty image map", () => {
    const before = model([{ kind: "text", html: `<img src="${HERO}" alt="desk">` }]);
    const result = attachImages(before, {});
    expect(result.content).toEqual(before.content);
    expect(result.images).toEqual({ products: {} });
  });
});
