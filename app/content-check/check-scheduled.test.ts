import { expect, test } from "vitest";
import { checkContentFolder, type ContentFolder } from "./check-folder.ts";
import { formatFinding } from "./finding.ts";

const FILES: Record<string, string> = {
  "content-manifest.json": `[
  { "type": "blog", "status": "done", "url": "/insights/monday", "title": "Monday", "publishAt": "2099-01-05T09:00:00+01:00" }
]`,
  "links.json": "[]",
  "blogs/insights/monday.md": "# Monday\n\nSee [the offer](go:gone).\n",
};

const folder: ContentFolder = {
  listFiles: async () => Object.keys(FILES),
  readText: async (file) => FILES[file] ?? Promise.reject(new Error(`no ${file}`)),
  displayPath: (file) => `content/${file}`,
};

test("a scheduled entry's page is checked before its time, as a published page, and its file is in use", async () => {
  const lines = (await checkContentFolder(folder, { today: new Date() })).map(formatFinding);
  expect(lines).toContain(
    "content/blogs/insights/monday.md:3:17: error: the link go:gone is not in links.json",
  );
  expect(lines.filter((line) => line.includes("no manifest entry"))).toEqual([]);
});
