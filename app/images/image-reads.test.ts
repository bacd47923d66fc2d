import { expect, test } from "vitest";
import { EVERY_IMAGE, recordImageReads, trackImageReads } from "./image-reads.server.ts";
import type { ImageManifest } from "./image-manifest.ts";

const manifest: ImageManifest = { "/assets/content/images/a.jpg": { width: 800, height: 600 } };
const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

test("each render records its own lookups, found or not, while others are in flight", async () => {
  const render = async (names: string[]) => {
    const tracked = trackImageReads(manifest);
    for (const name of names) {
      await pause();
      void tracked[name];
    }
    return names.length;
  };
  const [first, second] = await Promise.all([
    recordImageReads(() =>
      render(["/assets/content/images/a.jpg", "/assets/content/images/b.jpg"]),
    ),
    recordImageReads(() => render(["/assets/content/images/c.jpg"])),
  ]);
  expect(first).toEqual({
    result: 2,
    images: ["/assets/content/images/a.jpg", "/assets/content/images/b.jpg"],
  });
  expect(second).toEqual({ result: 1, images: ["/assets/content/images/c.jpg"] });
});

test("a render that lists the manifest depends on all of it; outside a render nothing is tracked", async () => {
  const { images } = await recordImageReads(async () => Object.keys(trackImageReads(manifest)));
  expect(images).toContain(EVERY_IMAGE);
  expect(trackImageReads(manifest)).toBe(manifest);
});
