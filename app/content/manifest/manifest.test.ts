import { expect, test } from "vitest";
import { readFixture } from "#app/analysis/index.server.ts";
import {
  ENTRY_STATUSES,
  ENTRY_TYPES,
  FIXED_PATHS,
  findDoneEntry,
  fixedRouteClash,
  listDoneEntries,
  parseManifest,
  readManifest,
  type ManifestEntry,
} from "./manifest.ts";

function entry(
  type: string,
  status: string,
  url: string,
  title = `Title of ${url}`,
): Record<string, unknown> {
  return { type, status, url, title };
}

const site = parseManifest(readFixture("manifest/site.json"));

test("the manifest knows the four entry types and four statuses (review: decision 070)", () => {
  expect(ENTRY_TYPES).toEqual(["blog", "review", "superfaq", "salepage"]);
  expect(ENTRY_STATUSES).toEqual(["staging", "done", "open", "review"]);
});

test("a valid manifest keeps every entry, in manifest order, with no problems", () => {
  expect(site.problems).toEqual([]);
  expect(site.entries).toHaveLength(14);
  expect(site.entries[0]).toEqual({
    type: "blog",
    status: "done",
    url: "/insights/short-names",
    title: "Ten Short Domains That Sold for Millions",
  });
  expect(site.entries.map((item) => item.url).slice(0, 3)).toEqual([
    "/insights/short-names",
    "/humor/worst-fails",
    "/insights/draft-post",
  ]);
});

test("entries of every type and every status are kept", () => {
  const { entries, problems } = readManifest(
    ENTRY_TYPES.flatMap((type) =>
      ENTRY_STATUSES.map((status) => entry(type, status, `/${type}/${status}`)),
    ),
  );
  expect(problems).toEqual([]);
  expect(entries).toHaveLength(ENTRY_TYPES.length * ENTRY_STATUSES.length);
});

test("a kept entry's url is made canonical", () => {
  const { entries, problems } = readManifest([
    entry("blog", "done", "insights/no-leading-slash"),
    entry("blog", "done", "/insights//double-slash/"),
    entry("blog", "done", "  /insights/padded  "),
  ]);
  expect(problems).toEqual([]);
  expect(entries.map((item) => item.url)).toEqual([
    "/insights/no-leading-slash",
    "/insights/double-slash",
    "/insights/padded",
  ]);
});

test("fields the contract does not name are dropped from a kept entry", () => {
  const { entries } = readManifest([{ ...entry("blog", "done", "/a/b", "B"), author: "Jane" }]);
  expect(entries).toEqual([{ type: "blog", status: "done", url: "/a/b", title: "B" }]);
});

test("a manifest entry with an unknown type is skipped and named", () => {
  const { entries, problems } = readManifest([
    entry("podcast", "done", "/insights/episode-1"),
    entry("blog", "done", "/insights/kept"),
  ]);
  expect(entries.map((item) => item.url)).toEqual(["/insights/kept"]);
  expect(problems).toEqual([
    { index: 0, url: "/insights/episode-1", message: expect.stringContaining("type") },
  ]);
  expect(problems[0]?.message).toContain('"podcast"');
});

test("a manifest entry with an unknown status is skipped and named", () => {
  const { entries, problems } = readManifest([entry("blog", "published", "/insights/published")]);
  expect(entries).toEqual([]);
  expect(problems).toEqual([
    { index: 0, url: "/insights/published", message: expect.stringContaining("status") },
  ]);
  expect(problems[0]?.message).toContain('"published"');
});

test("the type and status are matched exactly, not case-insensitively", () => {
  const { entries, problems } = readManifest([
    entry("Blog", "done", "/a/b"),
    entry("blog", "DONE", "/a/c"),
  ]);
  expect(entries).toEqual([]);
  expect(problems.map((problem) => problem.url)).toEqual(["/a/b", "/a/c"]);
});

test("a manifest entry without a url is skipped and the problem says the url is missing", () => {
  const { entries, problems } = readManifest([{ type: "blog", status: "done", title: "No Url" }]);
  expect(entries).toEqual([]);
  expect(problems).toEqual([{ index: 0, url: undefined, message: expect.stringContaining("url") }]);
});

test("a manifest entry whose url is not a string is skipped", () => {
  const { entries, problems } = readManifest([
    entry("blog", "done", "/ok"),
    { ...entry("blog", "done", ""), url: 42 },
  ]);
  expect(entries.map((item) => item.url)).toEqual(["/ok"]);
  expect(problems).toEqual([{ index: 1, url: undefined, message: expect.stringContaining("url") }]);
});

test("a manifest entry with an empty url is skipped", () => {
  const { entries, problems } = readManifest([entry("blog", "done", "")]);
  expect(entries).toEqual([]);
  expect(problems).toEqual([
    { index: 0, url: "", message: expect.stringContaining("url is empty") },
  ]);
});

test("a manifest entry whose url is only spaces counts as empty and is skipped", () => {
  const { entries, problems } = readManifest([entry("blog", "done", "   ")]);
  expect(entries).toEqual([]);
  expect(problems[0]?.message).toContain("url is empty");
});

test("entries that are not objects are skipped, each with its own problem", () => {
  const { entries, problems } = readManifest([
    null,
    42,
    "an entry",
    [],
    true,
    entry("blog", "done", "/kept/one"),
  ]);
  expect(entries.map((item) => item.url)).toEqual(["/kept/one"]);
  expect(problems.map((problem) => problem.index)).toEqual([0, 1, 2, 3, 4]);
  for (const problem of problems) expect(problem.message).toMatch(/^skipped manifest entry/);
});

test("of two entries with the same url the first is kept and the second skipped and named", () => {
  const { entries, problems } = readManifest([
    entry("blog", "done", "/insights/short-names", "First"),
    entry("review", "staging", "/insights/short-names", "Second"),
  ]);
  expect(entries.map((item) => item.title)).toEqual(["First"]);
  expect(problems).toEqual([
    {
      index: 1,
      url: "/insights/short-names",
      message: "skipped manifest entry /insights/short-names: another entry has the same url",
    },
  ]);
});

test("urls that differ only in slashes are duplicates", () => {
  const { entries, problems } = readManifest([
    entry("blog", "done", "/insights/short-names"),
    entry("blog", "done", "insights//short-names/"),
  ]);
  expect(entries).toHaveLength(1);
  expect(problems).toEqual([
    { index: 1, url: "/insights/short-names", message: expect.stringContaining("same url") },
  ]);
});

test("a skipped entry does not take its url: a later valid entry with that url is kept", () => {
  const { entries, problems } = readManifest([
    entry("podcast", "done", "/insights/x", "Invalid"),
    entry("blog", "done", "/insights/x", "Valid"),
  ]);
  expect(entries.map((item) => item.title)).toEqual(["Valid"]);
  expect(problems.map((problem) => problem.index)).toEqual([0]);
});

test("the fixed routes are the home page, affiliate, privacy, the five category listings and search", () => {
  expect(FIXED_PATHS).toEqual([
    "/",
    "/affiliate",
    "/privacy",
    "/insights",
    "/humor",
    "/blogs",
    "/reviews",
    "/qahub",
    "/search",
  ]);
});

test.each([
  "/",
  "/affiliate",
  "/privacy",
  "/insights",
  "/humor",
  "/blogs",
  "/reviews",
  "/qahub",
  "/search",
])("an entry whose url is the fixed route %s is skipped and named", (url) => {
  const { entries, problems } = readManifest([entry("salepage", "done", url)]);
  expect(entries).toEqual([]);
  expect(problems).toEqual([
    { index: 0, url, message: `skipped manifest entry ${url}: it is the fixed route ${url}` },
  ]);
});

test("an entry clashes with a fixed route whatever its slashes", () => {
  const { entries, problems } = readManifest([
    entry("blog", "done", "blogs"),
    entry("blog", "done", "/privacy/"),
    entry("blog", "done", "//"),
  ]);
  expect(entries).toEqual([]);
  expect(problems.map((problem) => problem.url)).toEqual(["/blogs", "/privacy", "/"]);
  for (const problem of problems) expect(problem.message).toContain("it is the fixed route");
});

test("an entry whose url is a FAQ subcategory listing /qahub/<sub> is skipped and named", () => {
  const { entries, problems } = readManifest([
    entry("superfaq", "done", "/qahub/domains"),
    entry("blog", "staging", "/qahub/branding/"),
  ]);
  expect(entries).toEqual([]);
  expect(problems).toEqual([
    {
      index: 0,
      url: "/qahub/domains",
      message:
        "skipped manifest entry /qahub/domains: it is the FAQ subcategory listing /qahub/domains",
    },
    { index: 1, url: "/qahub/branding", message: expect.stringContaining("/qahub/branding") },
  ]);
});

test("entries below a fixed route or a FAQ subcategory do not clash", () => {
  const { entries, problems } = readManifest([
    entry("blog", "done", "/insights/short-names"),
    entry("superfaq", "done", "/qahub/domains/premium-faq"),
    entry("salepage", "done", "/affiliate-deals"),
  ]);
  expect(problems).toEqual([]);
  expect(entries).toHaveLength(3);
});

test("fixedRouteClash explains a clash and is undefined otherwise", () => {
  expect(fixedRouteClash("/humor")).toBe("it is the fixed route /humor");
  expect(fixedRouteClash("/qahub/domains")).toBe(
    "it is the FAQ subcategory listing /qahub/domains",
  );
  expect(fixedRouteClash("/qahub/domains/premium-faq")).toBeUndefined();
  expect(fixedRouteClash("/humor/worst-fails")).toBeUndefined();
});

test("a manifest with every kind of problem keeps only its valid entries and names each skipped one", () => {
  const { entries, problems } = parseManifest(readFixture("manifest/problems.json"));
  expect(entries.map((item) => item.title)).toEqual(["Kept First", "Kept Last"]);
  expect(problems.map((problem) => [problem.index, problem.url])).toEqual([
    [1, "/insights/episode-1"],
    [2, "/insights/published"],
    [3, undefined],
    [4, ""],
    [5, undefined],
    [6, "/insights/short-names"],
    [7, "/blogs"],
    [8, "/qahub/domains"],
  ]);
});

test("a manifest that is not an array is one problem and no entries", () => {
  for (const json of [{ entries: [] }, null, "[]", 3, undefined]) {
    expect(readManifest(json)).toEqual({
      entries: [],
      problems: [{ index: -1, message: "the manifest is not a JSON array" }],
    });
  }
});

test("manifest text that is valid JSON but not an array is one problem and no entries", () => {
  expect(parseManifest('{ "type": "blog" }')).toEqual({
    entries: [],
    problems: [{ index: -1, message: "the manifest is not a JSON array" }],
  });
});

test("manifest text that is not JSON is one problem and no entries", () => {
  for (const text of ["", "[", "[{ type: 'blog' }]", "<html>Not Found</html>"]) {
    const { entries, problems } = parseManifest(text);
    expect(entries).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.index).toBe(-1);
    expect(problems[0]?.message).toMatch(/^the manifest is not JSON: /);
  }
});

test("an empty manifest array has no entries and no problems", () => {
  expect(parseManifest("[]")).toEqual({ entries: [], problems: [] });
});

test("listDoneEntries keeps only done entries, in manifest order", () => {
  const done = listDoneEntries(site.entries);
  expect(done.every((item) => item.status === "done")).toBe(true);
  expect(done.map((item) => item.url)).toEqual([
    "/insights/short-names",
    "/humor/worst-fails",
    "/review/namecheap",
    "/qahub/domains/premium-faq",
    "/tips/naming-basics",
    "/qahub/branding/naming-faq",
    "/qahub/domains/pricing-faq",
    "/deals/black-friday",
    "/insights/deep/dive/part-two",
  ]);
});

test("listDoneEntries by type keeps the done entries of that type only", () => {
  const urls = (type: ManifestEntry["type"]) =>
    listDoneEntries(site.entries, type).map((item) => item.url);
  expect(urls("blog")).toEqual([
    "/insights/short-names",
    "/humor/worst-fails",
    "/tips/naming-basics",
    "/insights/deep/dive/part-two",
  ]);
  expect(urls("review")).toEqual(["/review/namecheap"]);
  expect(urls("superfaq")).toEqual([
    "/qahub/domains/premium-faq",
    "/qahub/branding/naming-faq",
    "/qahub/domains/pricing-faq",
  ]);
  expect(urls("salepage")).toEqual(["/deals/black-friday"]);
});

test("listDoneEntries of an empty list is empty", () => {
  expect(listDoneEntries([])).toEqual([]);
  expect(listDoneEntries([], "blog")).toEqual([]);
});

test("findDoneEntry finds a done entry by its url", () => {
  expect(findDoneEntry(site.entries, "/review/namecheap")?.title).toBe("Namecheap Review");
});

test("findDoneEntry normalises the path it is given", () => {
  expect(findDoneEntry(site.entries, "review/namecheap")?.title).toBe("Namecheap Review");
  expect(findDoneEntry(site.entries, "/review//namecheap/")?.title).toBe("Namecheap Review");
  expect(findDoneEntry(site.entries, "//insights/deep//dive/part-two//")?.title).toBe(
    "Deep Dive, Part Two",
  );
});

test("findDoneEntry ignores staging and open entries", () => {
  expect(findDoneEntry(site.entries, "/insights/draft-post")).toBeUndefined();
  expect(findDoneEntry(site.entries, "/humor/open-post")).toBeUndefined();
  expect(findDoneEntry(site.entries, "/review/godaddy")).toBeUndefined();
});

test("findDoneEntry matches the whole url, not a prefix or a content path", () => {
  expect(findDoneEntry(site.entries, "/insights")).toBeUndefined();
  expect(findDoneEntry(site.entries, "/insights/deep/dive")).toBeUndefined();
  expect(findDoneEntry(site.entries, "/review/namecheap/extra")).toBeUndefined();
  expect(findDoneEntry(site.entries, "")).toBeUndefined();
});

test("an entry skipped for its type or status is named by its url in the message", () => {
  const { problems } = readManifest([
    { type: "podcast", status: "done", url: "/insights/episode-1", title: "x" },
    { type: "blog", status: "live", url: "/insights/episode-2", title: "x" },
    { type: "blog", status: "done", title: "no url" },
  ]);
  expect(problems[0]?.message).toContain("/insights/episode-1");
  expect(problems[1]?.message).toContain("/insights/episode-2");
  expect(problems[2]?.message).toContain("#3");
});

test("a publishAt is kept on its entry; one without an offset skips the entry, named", () => {
  const { entries, problems } = readManifest([
    { ...entry("blog", "done", "/a", "A"), publishAt: "2026-12-24T09:00:00+01:00" },
    { ...entry("blog", "staging", "/b", "B"), publishAt: "2026-12-24T09:00:00" },
  ]);
  expect(entries).toEqual([
    { type: "blog", status: "done", url: "/a", title: "A", publishAt: "2026-12-24T09:00:00+01:00" },
  ]);
  expect(problems.map((problem) => problem.message)).toEqual([
    'skipped manifest entry /b: publishAt: "2026-12-24T09:00:00" has no offset: add Z (UTC) or the offset it is meant in, such as 2026-12-24T09:00:00+01:00',
  ]);
});
