/**
 * The server's image queue for images published after the build, with the real image thread and
 * sharp: a broken file is logged and its page keeps the original; the same file fixed in place
 * gets its variants once the retry time has passed, without a restart.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, expect, test } from "vitest";
import { liveImageManifestFile, MISSING_IMAGES_CHANNEL } from "#app/images/index.server.ts";
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
