import { expect, test } from "vitest";
import type { ManifestEntry } from "#app/content/index.ts";
import type { ImageManifest } from "#app/images/index.server.ts";
import { pageKeys, pageKeyWithImages, type KeyInputs } from "./page-keys.server.ts";

const blog = (n: number): ManifestEntry => ({
  type: "blog",
  status: "done",
  url: `/insights/post-${n}`,
  title: `Post ${n}`,
});
const entries = Array.from({ length: 30 }, (_, index) => blog(index + 1));
const base: KeyInputs = {
  codeHash: "code-1",
  entries,
  problems: [],
  contentHashes: new Map([
    ["blogs/insights/post-1.md", "a"],
    ["blogs/insights/post-2.md", "b"],
    ["categories/insights.md", "c"],
    ["links.json", "l"],
  ]),
};
const paths = ["/insights", "/insights/page/2", "/insights/post-1", "/insights/post-2"];

function changedKeys(inputs: KeyInputs): string[] {
  const before = pageKeys(paths, base);
  const after = pageKeys(paths, inputs);
  return paths.filter((path) => before.get(path) !== after.get(path));
}

test("the same inputs give the same keys", () => {
  expect(changedKeys(base)).toEqual([]);
});

test("a changed markdown file changes its own page's key and the listing page that links it", () => {
  const contentHashes = new Map(base.contentHashes);
  contentHashes.set("blogs/insights/post-2.md", "b2");
  // The listing shows the post's date and description.
  expect(changedKeys({ ...base, contentHashes })).toEqual(["/insights", "/insights/post-2"]);
  contentHashes.set("blogs/insights/post-30.md", "z");
  expect(changedKeys({ ...base, contentHashes })).toContain("/insights/page/2");
});

test("a changed site.json changes every key", () => {
  const contentHashes = new Map(base.contentHashes);
  contentHashes.set("site.json", "s2");
  expect(changedKeys({ ...base, contentHashes })).toEqual(paths);
});

test("a retitled entry changes its page and the listing page that links it", () => {
  const retitled = entries.map((entry) =>
    entry.url === "/insights/post-1" ? { ...entry, title: "New title" } : entry,
  );
  expect(changedKeys({ ...base, entries: retitled })).toEqual(["/insights", "/insights/post-1"]);
});

test("a new entry moves the listing pages' slices, not the other entries' pages", () => {
  expect(changedKeys({ ...base, entries: [blog(0), ...entries] })).toEqual([
    "/insights",
    "/insights/page/2",
  ]);
});

test("code, the link registry and manifest problems change every key", () => {
  const links = new Map(base.contentHashes).set("links.json", "l2");
  for (const inputs of [
    { ...base, codeHash: "code-2" },
    { ...base, contentHashes: links },
    { ...base, problems: [{ message: "entry 3: no title" }] },
  ]) {
    expect(changedKeys(inputs)).toEqual(paths);
  }
});

const photo = (width: number) => ({
  width,
  height: 400,
  og: { url: `/assets/img/p-${width}.jpg`, width: 1200, height: 630 },
});

test("a page's key covers the image manifest's entries for the names it looked up, found or not", () => {
  const before: ImageManifest = { "/assets/content/images/a.jpg": photo(800) };
  const keyBefore = pageKeyWithImages(before);
  const changed = (after: ImageManifest, images: string[] | undefined) =>
    keyBefore("content", images) !== pageKeyWithImages(after)("content", images);
  const looked = ["/assets/content/images/a.jpg", "/assets/content/images/new.jpg"];
  // Another post's new image leaves the page alone; its own, found or newly added, does not.
  expect(changed({ ...before, "/assets/content/images/other.jpg": photo(600) }, looked)).toBe(
    false,
  );
  expect(changed({ ...before, "/assets/content/images/new.jpg": photo(600) }, looked)).toBe(true);
  expect(changed({ "/assets/content/images/a.jpg": photo(900) }, looked)).toBe(true);
  expect(changed({}, looked)).toBe(true);
  // A page that looked up nothing keeps its key; one from older code (no names) or one that
  // listed the manifest covers all of it.
  expect(changed({ ...before, "/assets/content/images/other.jpg": photo(600) }, [])).toBe(false);
  expect(changed({ ...before, "/assets/content/images/other.jpg": photo(600) }, undefined)).toBe(
    true,
  );
  expect(changed({ ...before, "/assets/content/images/other.jpg": photo(600) }, ["*"])).toBe(true);
  // The content key is in it, and the same inputs give the same key.
  expect(keyBefore("content", looked)).toBe(pageKeyWithImages({ ...before })("content", looked));
  expect(keyBefore("content", looked)).not.toBe(keyBefore("other content", looked));
});
