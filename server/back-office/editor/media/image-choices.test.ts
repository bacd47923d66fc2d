import { expect, test } from "vitest";
import {
  altFor,
  filterImages,
  folderFile,
  foldersOf,
  publicPath,
  rememberAlt,
  uploadPath,
} from "./image-choices.ts";

const image = (path: string) => ({
  path,
  folder: path.slice(0, path.lastIndexOf("/")),
  name: path.slice(path.lastIndexOf("/") + 1),
  bytes: 1,
});
const images = [
  image("images/blog/valuation-desk.jpg"),
  image("images/blog/2026/desk-lamp.png"),
  image("images/og/short.png"),
  image("images/products/dan.svg"),
];

test("the folder filter and the search narrow the list; every word must match", () => {
  expect(filterImages(images, "", "").map((found) => found.name)).toHaveLength(4);
  expect(filterImages(images, "images/blog", "").map((found) => found.name)).toEqual([
    "valuation-desk.jpg",
  ]);
  expect(filterImages(images, "", "DESK").map((found) => found.path)).toEqual([
    "images/blog/valuation-desk.jpg",
    "images/blog/2026/desk-lamp.png",
  ]);
  expect(filterImages(images, "", "desk 2026").map((found) => found.name)).toEqual([
    "desk-lamp.png",
  ]);
  expect(filterImages(images, "images/og", "desk")).toEqual([]);
});

test("folders are listed once, sorted, with the upload folder even when it is empty", () => {
  expect(foldersOf(images)).toEqual([
    "images/blog",
    "images/blog/2026",
    "images/og",
    "images/products",
    "images/uploads",
  ]);
});

test("a chosen image is inserted as the path the site serves it at, and read back from it", () => {
  expect(publicPath("images/og/short.png")).toBe("/assets/content/images/og/short.png");
  expect(folderFile("/assets/content/images/og/short.png")).toBe("images/og/short.png");
  expect(folderFile("https://example.com/a.png")).toBeUndefined();
});

test("an upload's name is made safe and never replaces an image already in the folder", () => {
  expect(uploadPath("images/uploads", "Café Photo (1).JPG", [])).toBe(
    "images/uploads/cafe-photo-1.jpg",
  );
  const taken = ["images/blog/desk.png", "images/blog/desk-2.png"];
  expect(uploadPath("images/blog", "desk.png", taken)).toBe("images/blog/desk-3.png");
  expect(uploadPath("images/blog", "???.webp", [])).toBe("images/blog/image.webp");
});

test("the alt text given at upload is found again by the image's path; blank is not kept", () => {
  rememberAlt("/assets/content/images/uploads/a.png", "  A red lamp ");
  rememberAlt("/assets/content/images/uploads/b.png", "   ");
  expect(altFor("/assets/content/images/uploads/a.png")).toBe("A red lamp");
  expect(altFor("/assets/content/images/uploads/b.png")).toBeUndefined();
});
