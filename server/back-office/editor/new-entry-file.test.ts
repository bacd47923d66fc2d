/**
 * A new entry saved where its url says stays open at that file: Decap's own name for it reads the
 * saved file, and the address Decap moves to becomes the file's own.
 */
import { expect, test } from "vitest";
import { followNewEntries, realAddress } from "./new-entry-file.ts";

function fakeEditor() {
  const asked: string[] = [];
  const listeners: (() => void)[] = [];
  const backend = {
    persistEntry: async (entry: { dataFiles: { path: string }[] }, _options: unknown) => ({
      saved: entry.dataFiles.map(({ path }) => ({ path, file: "blogs/insights/my-post.md" })),
    }),
    getEntry: async (path: string) => {
      asked.push(path);
      return { file: { path } };
    },
  };
  const window = {
    location: {
      hash: "#/collections/posts/new",
      replace(url: string) {
        this.hash = url;
      },
    },
    addEventListener: (_type: "hashchange", listener: () => void) => void listeners.push(listener),
  };
  followNewEntries(backend, window);
  const go = (hash: string) => {
    window.location.hash = hash;
    for (const listener of listeners) listener();
  };
  return { backend, window, asked, go };
}

test("after a new entry's save, Decap's name for it reads the saved file and its address is the file's", async () => {
  const { backend, window, asked, go } = fakeEditor();
  await backend.persistEntry({ dataFiles: [{ path: "blogs/my-title.md" }] }, { newEntry: true });
  expect(await backend.getEntry("blogs/my-title.md")).toEqual({
    file: { path: "blogs/insights/my-post.md" },
  });
  go("#/collections/posts/entries/my-title");
  expect(window.location.hash).toBe("#/collections/posts/entries/insights/my-post");
  // Every other entry and address is left as it is.
  await backend.getEntry("blogs/other.md");
  go("#/collections/posts/entries/other");
  expect(window.location.hash).toBe("#/collections/posts/entries/other");
  expect(asked).toEqual(["blogs/insights/my-post.md", "blogs/other.md"]);
});

test("a save of an entry that already had its file changes nothing", async () => {
  const { backend, window, asked, go } = fakeEditor();
  await backend.persistEntry({ dataFiles: [{ path: "blogs/my-title.md" }] }, { newEntry: false });
  await backend.getEntry("blogs/my-title.md");
  go("#/collections/posts/entries/my-title");
  expect(asked).toEqual(["blogs/my-title.md"]);
  expect(window.location.hash).toBe("#/collections/posts/entries/my-title");
});

test("only an address in the same folder and extension is replaced", () => {
  const savedAt = new Map([["faqs/choosing.md", "faqs/insights/choosing-a-tld.md"]]);
  expect(realAddress("#/collections/faq/entries/choosing", savedAt)).toBe(
    "#/collections/faq/entries/insights/choosing-a-tld",
  );
  expect(realAddress("#/collections/faq/entries/nested/choosing", savedAt)).toBeUndefined();
  expect(realAddress("#/collections/faq/new", savedAt)).toBeUndefined();
  // Decap's name after a Greek title, as the address holds it: percent-encoded.
  const greek = new Map([["blogs/ονόματα-τομέων.md", "blogs/insights/greek-names.md"]]);
  expect(
    realAddress(`#/collections/posts/entries/${encodeURIComponent("ονόματα-τομέων")}`, greek),
  ).toBe("#/collections/posts/entries/insights/greek-names");
  expect(realAddress("#/collections/posts/entries/%E0%A4%A", greek)).toBeUndefined();
  const elsewhere = new Map([["faqs/choosing.md", "blogs/choosing.md"]]);
  expect(realAddress("#/collections/faq/entries/choosing", elsewhere)).toBeUndefined();
});
