import { expect, test } from "vitest";
import { checkContentFolder, type ContentFolder } from "./check-folder.ts";
import { checkRedirects } from "./check-redirects.ts";
import { formatFinding } from "./finding.ts";

const FILES: Record<string, string> = {
  "content-manifest.json": `[
  { "type": "blog", "status": "done", "url": "/insights/old-post", "title": "Old post" },
  { "type": "blog", "status": "done", "url": "/insights/moved", "title": "Moved" }
]`,
  "redirects.json": `[
  { "from": "/2013/01/11/old-post/", "to": "/insights/old-post" },
  { "from": "/insights/moved", "to": "/insights/old-post" },
  { "from": "/gone", "to": "/insights/nowhere" },
  { "from": "/a", "to": "/2013/01/11/old-post" },
  { "from": "/x", "to": "/y" },
  { "from": "/y", "to": "/x" },
  { "from": "old", "to": "/insights/old-post", "status": 307 }
]`,
  "blogs/insights/old-post.md":
    "---\ntitle: Old post\naliases:\n  - /posts/old-post/\n---\n# Old\n",
  "blogs/insights/moved.md":
    "---\nredirect_from:\n  - /2013/01/11/old-post/\n  - /2024/moved\n---\n# Moved\n",
};

function memoryFolder(files: Record<string, string>): ContentFolder {
  return {
    listFiles: async () => Object.keys(files),
    readText: async (file) => files[file] ?? Promise.reject(new Error(`no ${file}`)),
    displayPath: (file) => `content/${file}`,
  };
}

test("redirects: shadowed pages, a `to` that is no page, chains, loops and bad entries at file:line", async () => {
  const lines = (await checkContentFolder(memoryFolder(FILES))).map(formatFinding);
  const redirectLines = lines.filter((line) => /redirects\.json|redirect|alias/.test(line));
  expect(redirectLines).toEqual([
    "content/blogs/insights/moved.md:2:1: error: /2013/01/11/old-post already redirects (in redirects.json): ignored",
    "content/redirects.json:3:3: error: /insights/moved is a live page: a redirect may not shadow it",
    "content/redirects.json:4:22: error: redirect to /insights/nowhere: no such page",
    "content/redirects.json:5:19: warning: redirect chain: /a → /2013/01/11/old-post → /insights/old-post; point /a at /insights/old-post",
    "content/redirects.json:6:19: error: redirect loop: /x → /y → /x",
    "content/redirects.json:7:19: error: redirect loop: /y → /x → /y",
    'content/redirects.json:8:5: error: skipped redirect #7: "from" must be a site path such as "/old-post/"',
  ]);
});

test("a folder with valid redirects has no redirect findings", async () => {
  const files = {
    ...FILES,
    "redirects.json": `[{ "from": "/2013/01/11/old-post/", "to": "/insights/old-post" }]`,
    "blogs/insights/moved.md": "---\nredirect_from: /2024/moved\n---\n# Moved\n",
  };
  const lines = (await checkContentFolder(memoryFolder(files))).map(formatFinding);
  expect(lines.filter((line) => /redirect|alias/.test(line))).toEqual([]);
});

test("the redirect sources, for a link check: a link to one of them redirects, it is not broken", async () => {
  const { sources } = await checkRedirects(
    memoryFolder(FILES),
    [
      { type: "blog", status: "done", url: "/insights/old-post", title: "Old post" },
      { type: "blog", status: "done", url: "/insights/moved", title: "Moved" },
    ],
    new Set(["blogs/insights/old-post.md"]),
  );
  expect(sources.has("/2013/01/11/old-post")).toBe(true);
  expect(sources.has("/posts/old-post")).toBe(true);
  expect(sources.has("/insights/moved")).toBe(false);
});

test("a link to an old URL (redirects.json or a front-matter alias) is no broken link; a link to nowhere is", async () => {
  const files = {
    ...FILES,
    "redirects.json": `[{ "from": "/2013/01/11/old-post/", "to": "/insights/old-post" }]`,
    "blogs/insights/moved.md": [
      "# Moved",
      "",
      "See [the old post](/2013/01/11/old-post/), [its alias](/posts/old-post/)",
      "and [nowhere](/2019/nowhere/).",
      "",
    ].join("\n"),
  };
  const lines = (await checkContentFolder(memoryFolder(files))).map(formatFinding);
  expect(lines.filter((line) => line.includes("no page, redirect or file"))).toEqual([
    "content/blogs/insights/moved.md:4:5: error: link to /2019/nowhere/: no page, redirect or file on this site has that path",
  ]);
});
