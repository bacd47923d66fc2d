/** A small image manifest for the unit tests, shaped as the build writes it. */
import type { ImageManifest, SlotVariants } from "#app/images/index.ts";

const slot = (stem: string, widths: [number, number][]): SlotVariants => ({
  avif: widths.map(([width, height]) => ({
    url: `/assets/img/${stem}-${width}w-aaaaaaaaaaaa.avif`,
    width,
    height,
  })),
  webp: widths.map(([width, height]) => ({
    url: `/assets/img/${stem}-${width}w-bbbbbbbbbbbb.webp`,
    width,
    height,
  })),
});

export const HERO = "/assets/content/images/blog/hero.jpg";
export const GAVEL = "/assets/content/images/products/gavel.jpg";

export const TEST_MANIFEST: ImageManifest = {
  [HERO]: {
    width: 2400,
    height: 1600,
    text: slot("hero", [
      [480, 320],
      [960, 640],
    ]),
    og: { url: "/assets/img/hero-1200w-cccccccccccc.jpg", width: 1200, height: 630 },
  },
  [GAVEL]: {
    width: 1600,
    height: 1200,
    product: slot("gavel", [
      [240, 180],
      [480, 360],
    ]),
  },
};
