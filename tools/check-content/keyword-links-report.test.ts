/** The checker lists each page's keyword links, as the pages render them. */
import { expect, test } from "vitest";
import type { ContentFolder } from "#app/content-check/index.server.ts";
import { keywordLinksReport } from "./keyword-links-report.ts";

function memoryFolder(files: Record<string, string>): ContentFolder {
  return {
    listFiles: async () => Object.keys(files),
    readText: async (file) => files[file] ?? Promise.reject(new Error(`no ${file}`)),
    displayPath: (file) => `content/${file}`,
  };
}

const LINKS = JSON.stringify([
  { slug: "namecheap", url: "https://a.example/", keywords: ["Namecheap"] },
  { slug: "porkbun", url: "https://b.example/", keywords: ["Porkbun"] },
]);

test("per page, in page order; never from headings or code; autolink: false and the cap respected", async () => {
  const files = {
    "links.json": LINKS,
    "site.json": JSON.stringify({ autoLinksPerPage: 1 }),
    "blogs/insights/a.md": "# Namecheap\n\n`Porkbun` and porkbun, then Namecheap.\n",
    "blogs/insights/b.md": "---\nautolink: false\n---\nNamecheap.\n",
    "blogs/insights/c.md": "Nothing here.\n",
  };
  expect(await keywordLinksReport(memoryFolder(files))).toBe(
    "content/blogs/insights/a.md: 1 keyword link: porkbun → go:porkbun\n",
  );
  const uncapped = { ...files, "site.json": "{}" };
  expect(await keywordLinksReport(memoryFolder(uncapped))).toBe(
    "content/blogs/insights/a.md: 2 keyword links: porkbun → go:porkbun, Namecheap → go:namecheap\n",
  );
  expect(await keywordLinksReport(memoryFolder({ "links.json": "[]" }))).toBe("no keyword links\n");
});
