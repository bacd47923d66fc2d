import { describe, expect, test } from "vitest";
import { rewriteTextImages } from "./rewrite-text-images.ts";
import { HERO, TEST_MANIFEST } from "#tests/support/image-manifest-fixture.ts";

const firstEager = () => {
  let claimed = false;
  return () => {
    const loading = claimed ? "lazy" : "eager-high";
    claimed = true;
    return loading;
  };
};

describe("rewriteTextImages", () => {
  test("an image with variants becomes a picture with AVIF and WebP srcsets, sizes and its own dimensions", () => {
    const html = rewriteTextImages(
      `<p><img src="${HERO}" alt="A desk"></p>`,
      TEST_MANIFEST,
      firstEager(),
    );
    expect(html).toBe(
      `<p><picture>` +
        `<source type="image/avif" srcset="/assets/img/hero-480w-aaaaaaaaaaaa.avif 480w, /assets/img/hero-960w-aaaaaaaaaaaa.avif 960w" sizes="(max-width: 960px) 100vw, 900px">` +
        `<source type="image/webp" srcset="/assets/img/hero-480w-bbbbbbbbbbbb.webp 480w, /assets/img/hero-960w-bbbbbbbbbbbb.webp 960w" sizes="(max-width: 960px) 100vw, 900px">` +
        `<img src="${HERO}" alt="A desk" width="2400" height="1600" loading="eager" fetchpriority="high" decoding="async">` +
        `</picture></p>`,
    );
  });

  test("the first image loads eagerly with high priority, later ones lazily", () => {
    const html = rewriteTextImages(
      `<img src="${HERO}" alt="one"><img src="${HERO}" alt="two" title="Two">`,
      TEST_MANIFEST,
      firstEager(),
    );
    expect(html.match(/fetchpriority="high"/g)).toHaveLength(1);
    expect(html).toContain('alt="two" title="Two" width="2400" height="1600" loading="lazy"');
  });

  test("an image the build did not see (published later, or on another host) stays as written", () => {
    const html =
      '<img src="/assets/content/images/new.jpg" alt="new"><img src="https://x.test/a.png" alt="">';
    expect(rewriteTextImages(html, TEST_MANIFEST, firstEager())).toBe(html);
  });

  test("an author's raw img with attributes markdown cannot write is left alone", () => {
    const html = `<img src="${HERO}" alt="a" width="10" class="wide">`;
    expect(rewriteTextImages(html, TEST_MANIFEST, firstEager())).toBe(html);
  });

  test("escaped alt text stays escaped, and a > inside an attribute does not end the tag", () => {
    const html = `<img src="${HERO}" alt="&quot;Big&quot; &amp; <b> > small">`;
    const rewritten = rewriteTextImages(html, TEST_MANIFEST, firstEager());
    expect(rewritten).toContain('alt="&quot;Big&quot; &amp; <b> > small" width="2400"');
    expect(rewritten.startsWith("<picture>")).toBe(true);
  });
});
