/**
 * The media library's list: every image under `images/`, nested folders included, each with its
 * folder and size and without its bytes; dotfiles, links, non-images and files outside `images/`
 * are not listed. Through the real back-office process as the editor asks for it.
 */
import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { startBackOffice } from "#tests/support/back-office.ts";
import { listImages } from "./image-list.ts";

const made: string[] = [];
afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

test("every image of images/, nested, with its folder; no dotfile, link, text or outside file", async () => {
  const root = await mkdtemp(path.join(tmpdir(), "image-list-"));
  made.push(root);
  await mkdir(path.join(root, "images/blog/2026/winter"), { recursive: true });
  await mkdir(path.join(root, "images/.hidden"), { recursive: true });
  await mkdir(path.join(root, "elsewhere"), { recursive: true });
  const files = {
    "images/blog/2026/winter/snow.jpg": "jpg",
    "images/blog/desk.webp": "webp!",
    "images/og/card.png": "png",
    "images/products/logo.svg": "<svg/>",
    "images/blog/notes.txt": "not an image",
    "images/blog/.draft.png": "hidden",
    "images/.hidden/secret.png": "hidden folder",
    "elsewhere/photo.png": "outside images/",
  };
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  await symlink(path.join(root, "elsewhere/photo.png"), path.join(root, "images/blog/link.png"));
  expect(await listImages(root)).toEqual([
    {
      path: "images/blog/2026/winter/snow.jpg",
      folder: "images/blog/2026/winter",
      name: "snow.jpg",
      bytes: 3,
    },
    { path: "images/blog/desk.webp", folder: "images/blog", name: "desk.webp", bytes: 5 },
    { path: "images/og/card.png", folder: "images/og", name: "card.png", bytes: 3 },
    { path: "images/products/logo.svg", folder: "images/products", name: "logo.svg", bytes: 6 },
  ]);
});

test("a folder without images/ lists nothing", async () => {
  const root = await mkdtemp(path.join(tmpdir(), "image-list-"));
  made.push(root);
  expect(await listImages(root)).toEqual([]);
});

test("the back office answers listImages with the demo folder's images in every folder", async () => {
  const site = await startBackOffice();
  try {
    const { status, json } = await site.cms("listImages");
    expect(status).toBe(200);
    const images = json as { path: string; folder: string; content?: string }[];
    const folders = new Set(images.map((image) => image.folder));
    expect(folders).toEqual(new Set(["images/blog", "images/og", "images/products"]));
    expect(images.every((image) => image.content === undefined)).toBe(true);
    expect(images.map((image) => image.path)).toContain("images/blog/valuation-desk.jpg");
  } finally {
    await site.cleanup();
  }
}, 30_000);
