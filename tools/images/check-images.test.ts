import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, test } from "vitest";
import { formatFinding } from "#app/content-check/index.server.ts";
import { createDiskFolder } from "#app/content-check/index.server.ts";
import { checkImages } from "./check-images.ts";

const IMAGES = "/assets/content/images";
const POST = [
  "# Images",
  "",
  `![](${IMAGES}/fine.jpg)`,
  `![Huge](${IMAGES}/huge.png)`,
  `![Tall](${IMAGES}/tall.png)`,
  `![Scan](${IMAGES}/scan.tiff)`,
  `![Cut off](${IMAGES}/truncated.jpg)`,
  `![Text](${IMAGES}/text.jpg)`,
  "",
  "<!-- PRODUCTS",
  "START PRODUCT",
  'title="No alt" imageUrl="/assets/content/images/fine.jpg" link="https://example.com/"',
  "END PRODUCT",
  "-->",
  "",
].join("\n");

let root: string;
let findings: string[];

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "check-images-"));
  const images = path.join(root, "content", "images");
  await mkdir(path.join(root, "content", "blogs"), { recursive: true });
  await mkdir(images, { recursive: true });
  await writeFile(path.join(root, "content", "blogs", "post.md"), POST);
  const solid = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: "#888" } });
  await solid(400, 300).jpeg().toFile(path.join(images, "fine.jpg"));
  // Random noise does not compress: over 5 MB as PNG.
  const noise = { type: "gaussian", mean: 128, sigma: 90 } as const;
  await sharp({ create: { width: 1400, height: 1400, channels: 3, background: "#000", noise } })
    .png({ compressionLevel: 1 })
    .toFile(path.join(images, "huge.png"));
  await solid(6500, 10).png().toFile(path.join(images, "tall.png"));
  await solid(40, 40).tiff().toFile(path.join(images, "scan.tiff"));
  const jpeg = await readFile(path.join(images, "fine.jpg"));
  await writeFile(path.join(images, "truncated.jpg"), jpeg.subarray(0, jpeg.length / 2));
  await writeFile(path.join(images, "text.jpg"), "this is a note, not a photograph");
  const folder = createDiskFolder(path.join(root, "content"), root);
  findings = (await checkImages(folder, path.join(root, "content"))).map(formatFinding);
}, 30_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

test("a markdown image and a product without alt text are warnings at their line", () => {
  expect(findings).toContain("content/blogs/post.md:3:1: warning: image: no alt text");
  expect(findings).toContain(
    'content/blogs/post.md:12:16: warning: Product 1 "No alt": no alt text',
  );
});

test("an image over 5 MB, one over 6,000 px and a TIFF are warnings naming the file", () => {
  expect(findings).toContainEqual(
    expect.stringMatching(
      /^content\/blogs\/post.md:4:1: warning: image: images\/huge.png is 5\.\d MB/,
    ),
  );
  expect(findings).toContain(
    "content/blogs/post.md:5:1: warning: image: images/tall.png is 6500×10 px: keep images under 6000 px",
  );
  expect(findings).toContainEqual(
    expect.stringMatching(
      /^content\/blogs\/post.md:6:1: warning: image: images\/scan.tiff is TIFF, which browsers cannot show/,
    ),
  );
});

test("a truncated JPEG and a file that is not an image are errors at their line", () => {
  const errors = findings.filter((line) => line.includes(": error: "));
  expect(errors).toEqual([
    "content/blogs/post.md:7:1: error: image: images/truncated.jpg cannot be decoded: it is damaged or not an image",
    "content/blogs/post.md:8:1: error: image: images/text.jpg cannot be decoded: it is damaged or not an image",
  ]);
});

test("a good image used twice has no findings beyond the missing alt texts", () => {
  expect(findings.filter((line) => line.includes("fine.jpg"))).toEqual([]);
});
