import { expect, test } from "vitest";
import type { ManifestEntry } from "#app/content/index.ts";
import { loadRedirects } from "./load-redirects.ts";
import { normalizeRedirectPath, redirectLocation } from "#app/content/index.ts";
import { parseRedirectsFile, readFrontMatterAliases } from "./redirect-rules.ts";
import { buildRedirectTable, findRedirect, listRedirectSources } from "./redirect-table.ts";

const ENTRIES: ManifestEntry[] = [
  { type: "blog", status: "done", url: "/insights/old-post", title: "Old post" },
  { type: "blog", status: "done", url: "/insights/new-post", title: "New post" },
];

function folder(files: Record<string, string>) {
  return async (sitePath: string) => {
    const text = files[sitePath.replace(/^\/?assets\/content\//, "")];
    if (text === undefined) throw new Error(`no ${sitePath}`);
    return text;
  };
}

test("a source matches with or without its trailing slash, percent-encoding normalised", () => {
  expect(normalizeRedirectPath("/2013/01/11/old-post/")).toBe("/2013/01/11/old-post");
  expect(normalizeRedirectPath("/caf%C3%A9/")).toBe(normalizeRedirectPath("/café"));
  expect(normalizeRedirectPath("/%6Fld")).toBe("/old");
  for (const bad of ["old", "//host/x", "/a?b=1", "/a/../b", "/%E0%A4%A"]) {
    expect(normalizeRedirectPath(bad), bad).toBeUndefined();
  }
});

test("the content format's redirects.json example: 301 by default, 302 when asked", () => {
  const parsed = parseRedirectsFile(
    JSON.stringify([
      { from: "/2013/01/11/old-post/", to: "/insights/old-post" },
      { from: "/sale", to: "https://shop.example/sale", status: 302 },
    ]),
  );
  expect(parsed.problems).toEqual([]);
  expect(parsed.rules.map(({ from, to, status }) => ({ from, to, status }))).toEqual([
    { from: "/2013/01/11/old-post", to: "/insights/old-post", status: 301 },
    { from: "/sale", to: "https://shop.example/sale", status: 302 },
  ]);
});

test("bad entries are skipped and named by entry and field", () => {
  const parsed = parseRedirectsFile(
    JSON.stringify([
      { from: "old", to: "/x" },
      { from: "/a", to: "javascript:alert(1)" },
      { from: "/b", to: "/x", status: 307 },
      "nope",
    ]),
  );
  expect(parsed.rules).toEqual([]);
  expect(parsed.problems.map((p) => [p.origin.index, p.origin.field])).toEqual([
    [0, "from"],
    [1, "to"],
    [2, "status"],
    [3, undefined],
  ]);
  expect(parseRedirectsFile("[{").problems[0]?.message).toMatch(/redirects.json is not JSON/);
});

test("aliases (Hugo) and redirect_from (Jekyll) in front matter redirect to the page", () => {
  const hugo = readFrontMatterAliases(
    "---\ntitle: T\naliases:\n  - /posts/my-original-url/\n  - /2010/01/01/another-url\n---\n# T\n",
    "blogs/insights/new-post.md",
    "/insights/new-post",
  );
  expect(hugo.rules.map((rule) => [rule.from, rule.to, rule.status])).toEqual([
    ["/posts/my-original-url", "/insights/new-post", 301],
    ["/2010/01/01/another-url", "/insights/new-post", 301],
  ]);
  expect(hugo.rules[0]?.origin.offset).toBe("---\ntitle: T\n".length);
  const jekyll = readFrontMatterAliases("---\nredirect_from: /old/url/\n---\n", "pages/x.md", "/x");
  expect(jekyll.rules.map((rule) => rule.from)).toEqual(["/old/url"]);
});

test("a redirect may not shadow a live page; a `to` that is no page, chains and loops are reported", () => {
  const rules = parseRedirectsFile(
    JSON.stringify([
      { from: "/insights/old-post", to: "/insights/new-post" },
      { from: "/gone", to: "/nowhere" },
      { from: "/a", to: "/b" },
      { from: "/b", to: "/insights/new-post" },
      { from: "/x", to: "/y" },
      { from: "/y", to: "/x/" },
      { from: "/go/offer", to: "/insights/new-post" },
    ]),
  ).rules;
  const table = buildRedirectTable(rules, { isPage: (path) => path.startsWith("/insights/") });
  expect(table.problems.map((problem) => [problem.origin.index, problem.message])).toEqual([
    [0, "/insights/old-post is a live page: a redirect may not shadow it"],
    [6, "/go/offer: /go/ belongs to the link registry (links.json)"],
    [1, "redirect to /nowhere: no such page"],
    [2, "redirect chain: /a → /b → /insights/new-post; point /a at /insights/new-post"],
    [4, "redirect loop: /x → /y → /x"],
    [5, "redirect loop: /y → /x → /y"],
  ]);
  expect(findRedirect(table, "/insights/old-post")).toBeUndefined();
  expect(findRedirect(table, "/gone/")?.to).toBe("/nowhere");
  expect([...listRedirectSources(table)]).toEqual(["/gone", "/a", "/b", "/x", "/y"]);
});

test("the visitor's query string is passed on", () => {
  expect(redirectLocation("/insights/new-post", "?utm=x")).toBe("/insights/new-post?utm=x");
  expect(redirectLocation("/p?a=1#top", "?b=2")).toBe("/p?a=1&b=2#top");
  expect(redirectLocation("/p", "")).toBe("/p");
});

test("loadRedirects reads redirects.json and the aliases of published pages only", async () => {
  const table = await loadRedirects(
    [...ENTRIES, { type: "blog", status: "staging", url: "/insights/draft", title: "D" }],
    folder({
      "redirects.json": JSON.stringify([
        { from: "/2013/01/11/old-post/", to: "/insights/old-post" },
      ]),
      "blogs/insights/new-post.md": "---\naliases: [/new-old]\n---\n# New\n",
      "blogs/insights/draft.md": "---\naliases: [/draft-old]\n---\n# Draft\n",
    }),
  );
  expect(table.problems).toEqual([]);
  expect([...table.bySource.keys()].sort()).toEqual(["/2013/01/11/old-post", "/new-old"]);
  expect(findRedirect(table, "/new-old/")?.origin.file).toBe("blogs/insights/new-post.md");
});

test("a redirect to a page whose url is in another script finds the page", async () => {
  // `npm run new` and the importer keep Greek letters in a url; redirects hold it encoded.
  const greek: ManifestEntry = {
    type: "blog",
    status: "done",
    url: "/insights/επιπεδο",
    title: "Ε",
  };
  const table = await loadRedirects(
    [greek],
    folder({ "redirects.json": JSON.stringify([{ from: "/old/", to: "/insights/επιπεδο" }]) }),
  );
  expect(table.problems).toEqual([]);
  expect(findRedirect(table, "/old")?.to).toBe(
    `/insights/${encodeURIComponent("επιπεδο").toUpperCase()}`,
  );
});
