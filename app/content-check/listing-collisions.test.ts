import { expect, test } from "vitest";
import { checkContentFolder, type ContentFolder } from "./check-folder.ts";
import { formatFinding } from "./finding.ts";

/** An in-memory content folder: file name → text. */
function folder(files: Record<string, string>): ContentFolder {
  return {
    listFiles: async () => Object.keys(files),
    readText: async (file) => files[file] ?? Promise.reject(new Error(`no ${file}`)),
    displayPath: (file) => file,
  };
}

const blog = (url: string) => ({ type: "blog", status: "done", url, title: url });

test("an entry whose url is a listing page's URL is an error on that url's line", async () => {
  const manifest = [
    "[",
    `  ${JSON.stringify(blog("/insights/a"))},`,
    `  ${JSON.stringify(blog("/blogs/page/2"))},`,
    `  ${JSON.stringify(blog("/qahub/page/7"))}`,
    "]",
  ].join("\n");
  const findings = await checkContentFolder(folder({ "content-manifest.json": manifest }));
  const collisions = findings.filter((finding) => finding.message.includes("of the listing"));
  expect(collisions.map(formatFinding)).toEqual([
    "content-manifest.json:3:34: error: the url /blogs/page/2 is page 2 of the listing /blogs: choose another url",
    "content-manifest.json:4:34: error: the url /qahub/page/7 is page 7 of the listing /qahub: choose another url",
  ]);
});

test("a url that only looks numbered, under no listing, is no collision", async () => {
  const manifest = JSON.stringify([blog("/tips/page-2"), blog("/tips/pages/2")]);
  const findings = await checkContentFolder(folder({ "content-manifest.json": manifest }));
  expect(findings.filter((finding) => finding.message.includes("of the listing"))).toEqual([]);
});
