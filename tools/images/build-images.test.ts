import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { guessLayout } from "#app/content-check/index.server.ts";
import { addImageUses, buildImages, type ImageSlots } from "./build-images.ts";
import { collectImageUses } from "./collect-images.ts";
import { copyImageVariants } from "./copy-variants.ts";

const PHOTO = "/assets/content/images/products/photo.jpg";
const HERO = "/assets/content/images/blog/hero.png";

const POST = `<!-- META
{ "ogImage": "${HERO}" }
-->

![A harbour at dawn](${HERO})

![Animated](/assets/content/images/blog/spin.gif)

![Broken](/assets/content/images/blog/broken.jpg)

<!-- INSERT PRODUCT -->

<!-- PRODUCTS
START PRODUCT
title="Camera" imageUrl="photo.jpg" link="https://example.com/" alt="A camera"
END PRODUCT
START PRODUCT
title="Logo" imageUrl="logo.svg" link="https://example.com/" alt="A logo"
END PRODUCT
-->
`;

let root: string;
let contentDir: string;
let cacheDir: string;

const photo = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } });

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "images-"));
  contentDir = path.join(root, "content");
  cacheDir = path.join(root, "cache");
  await mkdir(path.join(contentDir, "blogs"), { recursive: true });
  await mkdir(path.join(contentDir, "images", "products"), { recursive: true });
  await mkdir(path.join(contentDir, "images", "blog"), { recursive: true });
  await writeFile(path.join(contentDir, "blogs", "post.md"), POST);
  await photo(1000, 600, "#c33").jpeg().toFile(path.join(contentDir, "images/products/photo.jpg"));
  await photo(2000, 1000, "#36c").png().toFile(path.join(contentDir, "images/blog/hero.png"));
  await photo(20, 20, "#3c3").gif().toFile(path.join(contentDir, "images/blog/spin.gif"));
  await writeFile(
    path.join(contentDir, "images/products/logo.svg"),
    "<svg xmlns='http://www.w3.org/2000/svg'/>",
  );
  await writeFile(path.join(contentDir, "images/blog/broken.jpg"), "not a jpeg at all");
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** The post's image uses, gathered as the content check gathers them for the image step. */
function slotsOfPost(): ImageSlots {
  const slots: ImageSlots = new Map();
  addImageUses(slots, collectImageUses(POST, guessLayout("blogs/post.md")));
  return slots;
}

describe("buildImages", () => {
  test("a product photo gets AVIF and WebP inside 250×180 at 1× and 2×; a text image the column widths", async () => {
    const { manifest } = await buildImages(contentDir, cacheDir);
    expect(manifest[PHOTO]).toMatchObject({ width: 1000, height: 600 });
    expect(manifest[PHOTO]?.product?.avif.map(({ width, height }) => [width, height])).toEqual([
      [250, 150],
      [500, 300],
    ]);
    expect(manifest[PHOTO]?.product?.webp).toHaveLength(2);
    expect(manifest[PHOTO]?.text).toBeUndefined();
    expect(manifest[HERO]?.text?.webp.map((variant) => variant.width)).toEqual([
      480, 960, 1440, 1800,
    ]);
  });

  test("the Open Graph image is a 1200×630 JPEG", async () => {
    const { manifest } = await buildImages(contentDir, cacheDir);
    const og = manifest[HERO]?.og;
    expect(og).toMatchObject({ width: 1200, height: 630 });
    const file = path.join(cacheDir, "files", path.posix.basename(og?.url ?? ""));
    expect(await sharp(file).metadata()).toMatchObject({
      format: "jpeg",
      width: 1200,
      height: 630,
    });
  });

  test("an SVG link card is drawn to a 1200×630 JPEG under 300 KB; in the page it stays SVG", async () => {
    const ART = "/assets/content/images/og/art.svg";
    await mkdir(path.join(contentDir, "images", "og"), { recursive: true });
    await writeFile(
      path.join(contentDir, "images/og/art.svg"),
      `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="315"><rect width="600" height="315" fill="#0b5cad"/><circle cx="300" cy="157" r="100" fill="#fff"/></svg>`,
    );
    await writeFile(
      path.join(contentDir, "blogs", "art.md"),
      `<!-- META\n{ "ogImage": "${ART}" }\n-->\n\n![Art](${ART})\n`,
    );
    const { manifest } = await buildImages(contentDir, cacheDir);
    expect(manifest[ART]?.text).toBeUndefined();
    const og = manifest[ART]?.og;
    expect(og).toMatchObject({ width: 1200, height: 630 });
    const file = path.join(cacheDir, "files", path.posix.basename(og?.url ?? ""));
    const pixels = sharp(file);
    expect(await pixels.metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    const { size } = await stat(file);
    expect(size).toBeLessThanOrEqual(300_000);
    // Drawn at the density of the box: the circle's centre is white, the corner the fill.
    const centre = await sharp(file)
      .extract({ left: 600, top: 315, width: 1, height: 1 })
      .raw()
      .toBuffer();
    expect(centre[0]).toBeGreaterThan(240);
  });

  test("SVG and GIF pass through; an image that cannot be decoded is skipped and named", async () => {
    const { manifest, skipped } = await buildImages(contentDir, cacheDir);
    expect(Object.keys(manifest).sort()).toEqual([HERO, PHOTO]);
    expect(skipped).toEqual([{ file: "images/blog/broken.jpg", reason: "cannot be decoded" }]);
  });

  test("images are made two at a time; the manifest is in URL order, not the order they finished in", async () => {
    // The hero comes first and finishes last: its link card waits for its eight text variants,
    // and the photo's four wait only for those.
    await writeFile(
      path.join(contentDir, "blogs", "0-first.md"),
      `<!-- META\n{ "ogImage": "${HERO}" }\n-->\n\n![A harbour at dawn](${HERO})\n`,
    );
    const { manifest, processed } = await buildImages(contentDir, cacheDir);
    expect(processed).toBe(3);
    expect(Object.keys(manifest)).toEqual([HERO, PHOTO]);
  });

  test("the manifest's text is the same whatever order the images' uses were gathered in", async () => {
    const gathered = slotsOfPost();
    const reversed = new Map([...gathered].reverse());
    expect([...reversed.keys()]).not.toEqual([...gathered.keys()]);
    const first = await buildImages(contentDir, cacheDir, undefined, undefined, gathered);
    const second = await buildImages(contentDir, cacheDir, undefined, undefined, reversed);
    expect(Object.keys(first.manifest)).toEqual([HERO, PHOTO]);
    expect(JSON.stringify(second.manifest)).toBe(JSON.stringify(first.manifest));
  });

  test("a second build processes nothing; a changed image is processed again, alone", async () => {
    const first = await buildImages(contentDir, cacheDir);
    expect(first).toMatchObject({ processed: 3, reused: 0 });
    const second = await buildImages(contentDir, cacheDir);
    expect(second).toMatchObject({ processed: 0, reused: 3 });
    expect(second.manifest).toEqual(first.manifest);

    await photo(1000, 600, "#393")
      .jpeg()
      .toFile(path.join(contentDir, "images/products/photo.jpg"));
    const third = await buildImages(contentDir, cacheDir);
    expect(third).toMatchObject({ processed: 1, reused: 2 });
    expect(third.manifest[PHOTO]?.product?.avif[0]?.url).not.toBe(
      first.manifest[PHOTO]?.product?.avif[0]?.url,
    );
  });

  test("the variants and the manifest are copied into the build's assets/img", async () => {
    const { manifest } = await buildImages(contentDir, cacheDir);
    const clientDir = path.join(root, "client");
    const first = await copyImageVariants(manifest, cacheDir, clientDir);
    const files = await readdir(path.join(clientDir, "assets", "img"));
    expect(first).toMatchObject({ named: 4 + 8 + 1, copied: 4 + 8 + 1, manifestWritten: true });
    expect(files).toHaveLength(first.copied + 1);
    expect(files).toContain("manifest.json");
    // Again: what is there is left as it is (the folder unchanged for the next release).
    const folder = path.join(clientDir, "assets", "img");
    const changedAt = (await stat(folder)).mtimeMs;
    const again = await copyImageVariants(manifest, cacheDir, clientDir);
    expect(again).toMatchObject({ named: 13, copied: 0, manifestWritten: false });
    expect((await stat(folder)).mtimeMs).toBe(changedAt);
  });
});
