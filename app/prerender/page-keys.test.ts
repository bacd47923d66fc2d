import { expect, test } from "vitest";
import type { ManifestEntry } from "#app/content/index.ts";
import { pageKeys, type KeyInputs } from "./page-keys.server.ts";

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
  imageManifest: "{}",
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

test("code, the link registry, the image manifest and manifest problems change every key", () => {
  const links = new Map(base.contentHashes).set("links.json", "l2");
  for (const inputs of [
    { ...base, codeHash: "code-2" },
    { ...base, contentHashes: links },
    { ...base, imageManifest: '{"a":1}' },
    { ...base, problems: [{ message: "entry 3: no title" }] },
  ]) {
    expect(changedKeys(inputs)).toEqual(paths);
  }
});
