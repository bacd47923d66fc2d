import { expect, test } from "vitest";
import { readFixture } from "#app/analysis/index.server.ts";
import { parseManifest, type ManifestEntry } from "#app/content/manifest/manifest.ts";
import { listPrerenderPaths, resolvePage, type PageRequest } from "./resolve-page.ts";

const entries = parseManifest(readFixture("manifest/site.json")).entries;

function entry(
  type: ManifestEntry["type"],
  status: ManifestEntry["status"],
  url: string,
  title = url,
): ManifestEntry {
  return { type, status, url, title };
}

/** The page a path resolves to; fails the test when it redirects. */
function pageAt(pathname: string, list: readonly ManifestEntry[] = entries): PageRequest {
  const resolution = resolvePage(pathname, list);
  if (!resolution.found) throw new Error(`${pathname} redirected to ${resolution.redirectTo}`);
  return resolution.page;
}

function linkTitles(pathname: string, list: readonly ManifestEntry[] = entries): string[] {
  return (pageAt(pathname, list).links ?? []).map((link) => link.title);
}

const REDIRECT = { found: false, redirectTo: "/" };

test("the empty path is the home page, a generic page read from pages/home.md", () => {
  expect(resolvePage("/", entries)).toEqual({
    found: true,
    page: { layout: "generic", path: "/", key: "home", source: "assets/content/pages/home.md" },
  });
  expect(pageAt("").source).toBe("assets/content/pages/home.md");
  expect(pageAt("//").key).toBe("home");
});

test("/affiliate and /privacy are generic pages read from pages/{key}.md", () => {
  expect(pageAt("/affiliate")).toEqual({
    layout: "generic",
    path: "/affiliate",
    key: "affiliate",
    source: "assets/content/pages/affiliate.md",
  });
  expect(pageAt("/privacy")).toEqual({
    layout: "generic",
    path: "/privacy",
    key: "privacy",
    source: "assets/content/pages/privacy.md",
  });
});

test("the generic pages need no manifest at all", () => {
  for (const path of ["/", "/affiliate", "/privacy"])
    expect(resolvePage(path, []).found).toBe(true);
});

test("a done blog is a post read from blogs/{key}.md", () => {
  const page = pageAt("/insights/short-names");
  expect(page).toEqual({
    layout: "post",
    path: "/insights/short-names",
    key: "insights/short-names",
    source: "assets/content/blogs/insights/short-names.md",
    entry: {
      type: "blog",
      status: "done",
      url: "/insights/short-names",
      title: "Ten Short Domains That Sold for Millions",
    },
  });
});

test("a blog with four segments is read by the key of its first three", () => {
  const page = pageAt("/insights/deep/dive/part-two");
  expect(page.path).toBe("/insights/deep/dive/part-two");
  expect(page.key).toBe("insights/deep/dive");
  expect(page.source).toBe("assets/content/blogs/insights/deep/dive.md");
});

test("a done review is a post read from reviews/{key}.md", () => {
  const page = pageAt("/review/namecheap");
  expect(page.layout).toBe("post");
  expect(page.key).toBe("review/namecheap");
  expect(page.source).toBe("assets/content/reviews/review/namecheap.md");
  expect(page.entry?.title).toBe("Namecheap Review");
});

test("a done superfaq is a FAQ page read from superfaqs/{last segment}.md", () => {
  const page = pageAt("/qahub/domains/premium-faq");
  expect(page.layout).toBe("faq");
  expect(page.key).toBe("qahub/domains/premium-faq");
  expect(page.source).toBe("assets/content/superfaqs/premium-faq.md");
  expect(page.entry?.title).toBe("Premium Domains FAQ");
});

test("a superfaq's last segment is the url's last segment, even past the third", () => {
  const list = [entry("superfaq", "done", "/qahub/domains/deep/last-one")];
  expect(pageAt("/qahub/domains/deep/last-one", list).source).toBe(
    "assets/content/superfaqs/last-one.md",
  );
});

test("a done salepage is a generic page read from pages/{key}.md", () => {
  const page = pageAt("/deals/black-friday");
  expect(page.layout).toBe("generic");
  expect(page.key).toBe("deals/black-friday");
  expect(page.source).toBe("assets/content/pages/deals/black-friday.md");
  expect(page.entry?.title).toBe("Black Friday Deals");
});

test("a staging entry redirects to the home page", () => {
  expect(resolvePage("/insights/draft-post", entries)).toEqual(REDIRECT);
  expect(resolvePage("/review/godaddy", entries)).toEqual(REDIRECT);
  expect(resolvePage("/qahub/legal/trademark-faq", entries)).toEqual(REDIRECT);
});

test("an open entry redirects to the home page", () => {
  expect(resolvePage("/humor/open-post", entries)).toEqual(REDIRECT);
  expect(resolvePage("/deals/cyber-monday", entries)).toEqual(REDIRECT);
});

test("an unknown path redirects to the home page", () => {
  expect(resolvePage("/insights/no-such-post", entries)).toEqual(REDIRECT);
  expect(resolvePage("/no/such/page/at/all", entries)).toEqual(REDIRECT);
  expect(resolvePage("/privacy/extra", entries)).toEqual(REDIRECT);
  expect(resolvePage("/review", entries)).toEqual(REDIRECT);
});

test("a prefix or an extension of an entry's url is not that entry", () => {
  expect(resolvePage("/insights/deep/dive", entries)).toEqual(REDIRECT);
  expect(resolvePage("/insights/short-names/more", entries)).toEqual(REDIRECT);
});

test("trailing and double slashes reach the same page under its canonical path", () => {
  const page = pageAt("//insights//short-names/");
  expect(page.path).toBe("/insights/short-names");
  expect(page.source).toBe("assets/content/blogs/insights/short-names.md");
  expect(pageAt("/affiliate/").path).toBe("/affiliate");
  expect(pageAt("blogs//").path).toBe("/blogs");
});

test("/blogs lists every done blog in manifest order, titled from the manifest", () => {
  const page = pageAt("/blogs");
  expect(page.layout).toBe("listing");
  expect(page.key).toBe("blogs");
  expect(page.source).toBe("assets/content/categories/blogs.md");
  expect(page.links).toEqual([
    { url: "/insights/short-names", title: "Ten Short Domains That Sold for Millions" },
    { url: "/humor/worst-fails", title: "The Worst Domain Fails" },
    { url: "/tips/naming-basics", title: "Naming Basics" },
    { url: "/insights/deep/dive/part-two", title: "Deep Dive, Part Two" },
  ]);
});

test("/reviews lists every done review", () => {
  const page = pageAt("/reviews");
  expect(page.source).toBe("assets/content/categories/reviews.md");
  expect(page.links).toEqual([{ url: "/review/namecheap", title: "Namecheap Review" }]);
});

test("/qahub lists every done superfaq in manifest order", () => {
  const page = pageAt("/qahub");
  expect(page.layout).toBe("listing");
  expect(page.source).toBe("assets/content/categories/qahub.md");
  expect(linkTitles("/qahub")).toEqual(["Premium Domains FAQ", "Naming FAQ", "Domain Pricing FAQ"]);
});

test("the type listings are listings even when nothing is done yet", () => {
  for (const path of ["/blogs", "/reviews", "/qahub"]) {
    expect(pageAt(path, []).layout).toBe("listing");
    expect(pageAt(path, []).links).toEqual([]);
  }
});

test("/insights lists the done blogs under /insights", () => {
  const page = pageAt("/insights");
  expect(page.layout).toBe("listing");
  expect(page.source).toBe("assets/content/categories/insights.md");
  expect(page.links).toEqual([
    { url: "/insights/short-names", title: "Ten Short Domains That Sold for Millions" },
    { url: "/insights/deep/dive/part-two", title: "Deep Dive, Part Two" },
  ]);
});

test("/humor lists the done blogs under /humor, never its open ones", () => {
  expect(pageAt("/humor").links).toEqual([
    { url: "/humor/worst-fails", title: "The Worst Domain Fails" },
  ]);
});

test("/insights and /humor list every done blog when no done blog lies under them", () => {
  const list = [
    entry("blog", "done", "/tips/one", "One"),
    entry("blog", "staging", "/humor/draft", "Draft"),
    entry("review", "done", "/insights/a-review", "A Review"),
    entry("blog", "done", "/tips/two", "Two"),
  ];
  expect(linkTitles("/humor", list)).toEqual(["One", "Two"]);
  expect(linkTitles("/insights", list)).toEqual(["One", "Two"]);
});

test("/insights and /humor are listings, empty ones, when there are no done blogs", () => {
  expect(pageAt("/insights", []).links).toEqual([]);
  expect(pageAt("/humor", []).links).toEqual([]);
});

test("a blog lies under a category only by whole segment, not by prefix", () => {
  const list = [
    entry("blog", "done", "/humorous/one", "Humorous"),
    entry("blog", "done", "/humor/two", "Humor"),
  ];
  expect(linkTitles("/humor", list)).toEqual(["Humor"]);
});

test("another one-segment path with done blogs under it is a listing of them", () => {
  const page = pageAt("/tips");
  expect(page.layout).toBe("listing");
  expect(page.key).toBe("tips");
  expect(page.source).toBe("assets/content/categories/tips.md");
  expect(page.links).toEqual([{ url: "/tips/naming-basics", title: "Naming Basics" }]);
});

test("another one-segment path without done blogs under it redirects to the home page", () => {
  expect(resolvePage("/deals", entries)).toEqual(REDIRECT);
  expect(resolvePage("/review", entries)).toEqual(REDIRECT);
  expect(resolvePage("/nothing-here", entries)).toEqual(REDIRECT);
  expect(resolvePage("/tips", [entry("blog", "staging", "/tips/draft")])).toEqual(REDIRECT);
});

test("a one-segment path that is a done entry's url shows that entry, not a listing", () => {
  const list = [
    entry("salepage", "done", "/sale", "Sale"),
    entry("blog", "done", "/sale/post", "Post"),
  ];
  const page = pageAt("/sale", list);
  expect(page.layout).toBe("generic");
  expect(page.source).toBe("assets/content/pages/sale.md");
  expect(page.entry?.title).toBe("Sale");
});

test("/qahub/{sub} lists the done superfaqs whose url contains {sub}/", () => {
  const page = pageAt("/qahub/domains");
  expect(page).toEqual({
    layout: "listing",
    path: "/qahub/domains",
    key: "qahub/domains",
    source: "assets/content/categories/subcategories/domains.md",
    links: [
      { url: "/qahub/domains/premium-faq", title: "Premium Domains FAQ" },
      { url: "/qahub/domains/pricing-faq", title: "Domain Pricing FAQ" },
    ],
    pagination: { page: 1, pageCount: 1 },
  });
  expect(linkTitles("/qahub/branding")).toEqual(["Naming FAQ"]);
});

test("a FAQ subcategory lists neither staging superfaqs nor other types under it", () => {
  const list = [
    entry("superfaq", "staging", "/qahub/domains/draft"),
    entry("blog", "done", "/qahub/domains/a-blog"),
    entry("superfaq", "done", "/qahub/domains/kept", "Kept"),
  ];
  expect(linkTitles("/qahub/domains", list)).toEqual(["Kept"]);
});

test("a FAQ subcategory with no done superfaqs is an empty listing", () => {
  const page = pageAt("/qahub/legal");
  expect(page.layout).toBe("listing");
  expect(page.source).toBe("assets/content/categories/subcategories/legal.md");
  expect(page.links).toEqual([]);
});

test("a FAQ subcategory path tolerates trailing and double slashes", () => {
  const page = pageAt("//qahub//domains/");
  expect(page.path).toBe("/qahub/domains");
  expect(page.source).toBe("assets/content/categories/subcategories/domains.md");
  expect(page.links).toHaveLength(2);
});

test("a two-segment path outside /qahub with no entry redirects", () => {
  expect(resolvePage("/blogs/domains", entries)).toEqual(REDIRECT);
  expect(resolvePage("/insights/unknown", entries)).toEqual(REDIRECT);
});

test("the prerender list holds the fixed routes, the done entries, the FAQ subcategories and blog categories in use", () => {
  expect(listPrerenderPaths(entries).toSorted()).toEqual(
    [
      "/",
      "/affiliate",
      "/privacy",
      "/insights",
      "/humor",
      "/blogs",
      "/reviews",
      "/qahub",
      "/insights/short-names",
      "/humor/worst-fails",
      "/review/namecheap",
      "/qahub/domains/premium-faq",
      "/tips/naming-basics",
      "/qahub/branding/naming-faq",
      "/qahub/domains/pricing-faq",
      "/deals/black-friday",
      "/insights/deep/dive/part-two",
      "/qahub/domains",
      "/qahub/branding",
      "/tips",
    ].toSorted(),
  );
});

test("the prerender list has no staging or open entries and no subcategory used only by them", () => {
  const paths = listPrerenderPaths(entries);
  for (const path of [
    "/insights/draft-post",
    "/humor/open-post",
    "/review/godaddy",
    "/deals/cyber-monday",
  ]) {
    expect(paths).not.toContain(path);
  }
  expect(paths).not.toContain("/qahub/legal/trademark-faq");
  expect(paths).not.toContain("/qahub/legal");
});

test("the prerender list names each FAQ subcategory once", () => {
  const paths = listPrerenderPaths(entries);
  expect(paths.filter((path) => path === "/qahub/domains")).toHaveLength(1);
  expect(new Set(paths).size).toBe(paths.length);
});

test("with an empty manifest the prerender list is the fixed routes", () => {
  expect(listPrerenderPaths([]).toSorted()).toEqual(
    [
      "/",
      "/affiliate",
      "/privacy",
      "/insights",
      "/humor",
      "/blogs",
      "/reviews",
      "/qahub",
    ].toSorted(),
  );
});

test("every prerendered path resolves to a page", () => {
  for (const path of listPrerenderPaths(entries))
    expect(resolvePage(path, entries).found).toBe(true);
});

test("paths named after built-in object properties redirect like any unknown path", () => {
  for (const path of ["/toString", "/constructor", "/__proto__", "/hasOwnProperty", "/valueOf"]) {
    expect(resolvePage(path, []), path).toEqual({ found: false, redirectTo: "/" });
  }
});

test("a category of its own with done blogs under it is prerendered", () => {
  const entries = [{ type: "blog", status: "done", url: "/tips/short", title: "Short" }] as const;
  expect(listPrerenderPaths([...entries])).toContain("/tips");
});
