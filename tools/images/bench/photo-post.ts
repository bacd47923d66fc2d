/**
 * The benchmark's content: the demo folder plus one post with a 4,000 px hero photo and ten
 * product photos of 2–4 MB each, as a camera or a merchant's press kit gives them. Generated at
 * bench time (noise does not compress, so the sizes are real), never committed.
 */
import { cp, mkdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

export const PHOTO_POST_URL = "/insights/photo-bench";
const PRODUCTS = 10;

export interface PhotoPost {
  contentDir: string;
  /** Bytes of the originals the post uses. */
  originalBytes: number[];
}

export async function writePhotoPost(root: string): Promise<PhotoPost> {
  const contentDir = path.join(root, "content");
  await cp("content", contentDir, { recursive: true });
  const images = path.join(contentDir, "images", "bench");
  await mkdir(images, { recursive: true });
  const originals: string[] = [path.join(images, "hero.jpg")];
  await writePhoto(originals[0] ?? "", 4000, 2667, 0, 80);
  for (let index = 1; index <= PRODUCTS; index++) {
    const file = path.join(images, `product-${index}.jpg`);
    await writePhoto(file, 2400 + (index % 3) * 200, 1600, index, 92);
    originals.push(file);
  }
  await writeFile(path.join(contentDir, "blogs", "insights", "photo-bench.md"), markdown());
  const manifestFile = path.join(contentDir, "content-manifest.json");
  const entries = JSON.parse(await readFile(manifestFile, "utf8")) as unknown[];
  const entry = { type: "blog", status: "done", url: PHOTO_POST_URL, title: "Ten Photos" };
  await writeFile(manifestFile, JSON.stringify([entry, ...entries], null, 2));
  const originalBytes = await Promise.all(originals.map(async (file) => (await stat(file)).size));
  return { contentDir, originalBytes };
}

/**
 * A lit gradient with a disc and camera-like grain, different for each seed. Drawn pixel by
 * pixel with a seeded generator: fast, and the same bytes on every run.
 */
export async function writePhoto(
  file: string,
  width: number,
  height: number,
  seed: number,
  quality: number,
) {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed * 7919 + 1;
  const random = () => {
    state = (state * 1103515245 + 12345) >>> 0;
    return (state >>> 16) / 65536;
  };
  const tint = [(seed * 53) % 200, (seed * 97) % 200, (seed * 29) % 200];
  const radius = (height / 3) ** 2;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inside = (x - width / 2) ** 2 + (y - height / 2) ** 2 < radius;
      const light = inside ? 60 : (255 * (x + y)) / (width + height);
      for (let channel = 0; channel < 3; channel++) {
        const value = light * 0.6 + (tint[channel] ?? 0) * 0.4 + (random() - 0.5) * 90;
        pixels[(y * width + x) * 3 + channel] = Math.max(0, Math.min(255, value));
      }
    }
  }
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toFile(file);
}

function markdown(): string {
  const product = (index: number) =>
    `START PRODUCT\ntitle="Camera ${index}" imageUrl="/assets/content/images/bench/product-${index}.jpg" link="https://example.com/${index}" alt="Product photo ${index}" price="$${index}99" floatDirection="${index % 2 ? "right" : "left"}"\nEND PRODUCT`;
  const sections = Array.from(
    { length: PRODUCTS },
    (_, index) =>
      `## Camera ${index + 1}\n\nA paragraph about camera ${index + 1}, long enough to sit beside its card on a wide screen and above it on a phone. It says what the camera is good at and who should buy it.\n\n<!-- INSERT PRODUCT -->`,
  );
  return `<!-- META
{ "title": "Ten Photos", "description": "A post with ten product photos and a hero photo.", "ogImage": "/assets/content/images/bench/hero.jpg" }
-->

# Ten cameras, photographed

![A colourful hero photograph](/assets/content/images/bench/hero.jpg)

${sections.join("\n\n")}

<!-- PRODUCTS
${Array.from({ length: PRODUCTS }, (_, index) => product(index + 1)).join("\n")}
-->
`;
}
