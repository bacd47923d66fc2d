import { expect, test } from "vitest";
import type { ManifestEntry } from "#app/content/index.ts";
import { collectPublishedPages } from "./published-pages.ts";

const ENTRIES: ManifestEntry[] = [
  { type: "blog", status: "done", url: "/insights/a", title: "Manifest A" },
  { type: "blog", status: "staging", url: "/insights/draft", title: "Draft" },
  { type: "superfaq", status: "done", url: "/qahub/buying/escrow", title: "Escrow" },
  { type: "review", status: "done", url: "/reviews/gone", title: "Gone" },
];

const FILES: Record<string, string> = {
  "assets/content/blogs/insights/a.md":
    '<!-- META {"title": "Meta A", "description": "About A"} -->\n<!-- DATA\nauthor=Jane\ndate=2024-05-01\n-->\n# A\n',
  "assets/content/blogs/insights/draft.md": "# Draft\n",
  "assets/content/superfaqs/escrow.md": "# Escrow\n",
};

function reader(reads: string[]) {
  return async (path: string) => {
    reads.push(path);
    const text = FILES[path];
    if (text === undefined) throw new Error(`no ${path}`);
    return text;
  };
}

test("each done entry's file is read once, in manifest order, with its meta and DATA", async () => {
  const reads: string[] = [];
  const pages = await collectPublishedPages(ENTRIES, reader(reads));
  expect(pages.map((page) => page.entry.url)).toEqual([
    "/insights/a",
    "/qahub/buying/escrow",
    "/reviews/gone",
  ]);
  expect(reads.sort()).toEqual([
    "assets/content/blogs/insights/a.md",
    "assets/content/reviews/reviews/gone.md",
    "assets/content/superfaqs/escrow.md",
  ]);
  expect(pages[0]?.meta.title).toBe("Meta A");
  expect(pages[0]?.meta.description).toBe("About A");
  expect(pages[0]?.data).toEqual({ author: "Jane", date: "2024-05-01" });
});

test("without a meta title the manifest title is used", async () => {
  const pages = await collectPublishedPages(ENTRIES, reader([]));
  expect(pages[1]?.meta.title).toBe("Escrow");
  expect(pages[1]?.readable).toBe(true);
});

test("an entry whose markdown cannot be read is kept, marked unreadable, with its manifest title", async () => {
  const pages = await collectPublishedPages(ENTRIES, reader([]));
  expect(pages[2]).toMatchObject({ readable: false, data: {}, meta: { title: "Gone" } });
});
