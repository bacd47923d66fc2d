/**
 * The server's image queue for images published after the build, with the real image thread and
 * sharp: a broken file is logged and its page keeps the original; the same file fixed in place
 * gets its variants once the retry time has passed, without a restart.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, expect, test } from "vitest";
import {
  completeImageSizes,
  liveImageManifestFile,
  MISSING_IMAGES_CHANNEL,
} from "#app/images/index.server.ts";
import { createLiveImages } from "./live-images.ts";

mkdirSync(".tmp", { recursive: true });
const root = path.resolve(mkdtempSync(path.join(".tmp", "live-images-")));
afterAll(() => rmSync(root, { recursive: true, force: true }));

test("an image that failed is made once its file is fixed and the retry time has passed", async () => {
  const contentDir = path.join(root, "content");
  const buildRoot = path.join(root, "build");
  mkdirSync(path.join(contentDir, "images"), { recursive: true });
  mkdirSync(path.join(buildRoot, "client"), { recursive: true });
  const file = path.join(contentDir, "images", "photo.jpg");
  writeFileSync(file, "not a jpeg");
  let clock = 0;
  const lines: string[] = [];
  const ready: string[][] = [];
  const images = createLiveImages({
    buildRoot,
    clientDir: path.join(buildRoot, "client"),
    contentDir,
    log: (line) => lines.push(line),
    onReady: (pathnames) => ready.push([...pathnames]),
    retryMs: 60_000,
    now: () => clock,
  });
  const channel = new BroadcastChannel(MISSING_IMAGES_CHANNEL);
  const announce = () =>
    channel.postMessage({
      pathname: "/insights/photo-post",
      images: [{ url: "/assets/content/images/photo.jpg", slot: "text", file: "images/photo.jpg" }],
    });
  const settled = async () => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    await images.idle();
  };
  try {
    announce();
    await settled();
    expect(lines.join("\n")).toContain("images/photo.jpg");
    expect(ready).toEqual([]);

    // Fixed in place: within the retry time the next render's announcement is not taken up...
    const jpeg = await sharp({
      create: { width: 1600, height: 1000, channels: 3, background: "#2a6" },
    })
      .jpeg()
      .toBuffer();
    writeFileSync(file, jpeg);
    clock += 59_000;
    announce();
    await settled();
    expect(ready).toEqual([]);
    // ...after it, the image is made and its page renders again.
    clock += 60_001;
    announce();
    await settled();
    expect(ready).toEqual([["/insights/photo-post"]]);
    const manifest = JSON.parse(readFileSync(liveImageManifestFile(buildRoot), "utf8"));
    expect(manifest["/assets/content/images/photo.jpg"].text.webp.length).toBeGreaterThan(0);
  } finally {
    channel.close();
    await images.close();
  }
}, 60_000);

test("an SVG link card published after the build is drawn to its 1200×630 JPEG", async () => {
  const contentDir = path.join(root, "svg-content");
  const buildRoot = path.join(root, "svg-build");
  mkdirSync(path.join(contentDir, "images", "og"), { recursive: true });
  mkdirSync(path.join(buildRoot, "client"), { recursive: true });
  const url = "/assets/content/images/og/new.svg";
  writeFileSync(
    path.join(contentDir, "images", "og", "new.svg"),
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="315"><rect width="600" height="315" fill="#0b5cad"/></svg>',
  );
  const ready: string[][] = [];
  const images = createLiveImages({
    buildRoot,
    clientDir: path.join(buildRoot, "client"),
    contentDir,
    log: () => undefined,
    onReady: (pathnames) => ready.push([...pathnames]),
  });
  try {
    // The first render: the size at once, the preview announced (the page shows its card meanwhile).
    const completed = await completeImageSizes(contentDir, {}, [{ url, slot: "og" }], "/svg-post");
    expect(completed[url]).toEqual({ width: 600, height: 315 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await images.idle();
    expect(ready).toEqual([["/svg-post"]]);
    const manifest = JSON.parse(readFileSync(liveImageManifestFile(buildRoot), "utf8"));
    const og = manifest[url].og as { url: string; width: number; height: number };
    expect(og).toMatchObject({ width: 1200, height: 630 });
    const file = path.join(buildRoot, "client", og.url);
    expect(await sharp(file).metadata()).toMatchObject({
      format: "jpeg",
      width: 1200,
      height: 630,
    });
  } finally {
    await images.close();
  }
}, 60_000);
