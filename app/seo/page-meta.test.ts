import type { MetaDescriptor } from "react-router";
import { expect, test } from "vitest";
import type { PageModel } from "#app/loaders/index.ts";
import type { PageMeta } from "#app/analysis/index.ts";
import type { PageRequest } from "#app/content/index.ts";
import { site } from "#app/config/index.ts";
import { absoluteUrl, buildPageMeta, documentTitle } from "./page-meta.ts";

const EMPTY_META: PageMeta = {
  title: "",
  description: "",
  keywords: "",
  ogTitle: "",
  ogDescription: "",
  ogImage: "",
  twitterTitle: "",
  twitterDescription: "",
  twitterImage: "",
};

const POST: PageRequest = {
  layout: "post",
  path: "/insights/short-names",
  key: "insights/short-names",
  source: "assets/content/blogs/insights/short-names.md",
  entry: { type: "blog", status: "done", url: "/insights/short-names", title: "Short Names" },
};

const HOME: PageRequest = {
  layout: "generic",
  path: "/",
  key: "home",
  source: "assets/content/pages/home.md",
};

function model(page: PageRequest, meta: Partial<PageMeta>): PageModel {
  return {
    page,
    meta: { ...EMPTY_META, ...meta },
    content: null,
    messages: [],
    structuredData: [],
    site: site.identity,
  };
}

/** The content of the descriptor whose `attribute` is `key` (`name`/`property`), if any. */
function contentOf(tags: MetaDescriptor[], attribute: "name" | "property", key: string): unknown {
  const tag = tags.find((item) => (item as Record<string, unknown>)[attribute] === key) as
    Record<string, unknown> | undefined;
  return tag?.content;
}

const FULL: Partial<PageMeta> = {
  title: "Ten Short Domains",
  description: "What made these names worth it.",
  keywords: "premium domains, short domains",
  ogTitle: "OG Short Domains",
  ogDescription: "OG description",
  ogImage: "/assets/images/og/short.png",
  twitterTitle: "Tw Short Domains",
  twitterDescription: "Tw description",
  twitterImage: "https://cdn.example.com/short.png",
};

test("without a page model the head is just the site title", () => {
  expect(buildPageMeta(undefined)).toEqual([{ title: site.identity.title }]);
});

test("a post's head has every tag, with absolute urls", () => {
  const url = `${site.baseUrl}/insights/short-names`;
  expect(buildPageMeta(model(POST, FULL))).toEqual([
    { title: `Ten Short Domains | ${site.identity.title}` },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.identity.title },
    { property: "og:type", content: "article" },
    { property: "og:url", content: url },
    { property: "og:title", content: "OG Short Domains" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: "Tw Short Domains" },
    { property: "og:locale", content: "en_US" },
    { property: "og:image", content: `${site.baseUrl}/assets/images/og/short.png` },
    { property: "og:image:alt", content: "OG Short Domains" },
    { name: "twitter:image", content: "https://cdn.example.com/short.png" },
    { name: "twitter:image:alt", content: "OG Short Domains" },
    { name: "description", content: "What made these names worth it." },
    { name: "keywords", content: "premium domains, short domains" },
    { property: "og:description", content: "OG description" },
    { name: "twitter:description", content: "Tw description" },
  ]);
});

test("the document title is the page title with the site title as suffix", () => {
  expect(buildPageMeta(model(POST, { title: "Short Names" }))[0]).toEqual({
    title: `Short Names | ${site.identity.title}`,
  });
});

test("a page titled like the site, or untitled, has the bare site title", () => {
  expect(buildPageMeta(model(HOME, { title: site.identity.title }))[0]).toEqual({
    title: site.identity.title,
  });
  expect(buildPageMeta(model(HOME, { title: "" }))[0]).toEqual({ title: site.identity.title });
  expect(documentTitle(site.identity.title)).toBe(site.identity.title);
  expect(documentTitle("")).toBe(site.identity.title);
  expect(documentTitle("Privacy")).toBe(`Privacy | ${site.identity.title}`);
});

test("the canonical link and og:url are the page's absolute url", () => {
  const tags = buildPageMeta(model(POST, { title: "T" }));
  expect(tags).toContainEqual({
    tagName: "link",
    rel: "canonical",
    href: `${site.baseUrl}/insights/short-names`,
  });
  expect(contentOf(tags, "property", "og:url")).toBe(`${site.baseUrl}/insights/short-names`);
});

test("the home page's canonical url is the site root", () => {
  const tags = buildPageMeta(model(HOME, { title: "Home" }));
  expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${site.baseUrl}/` });
});

test("og:type is article for posts and website for every other layout", () => {
  expect(contentOf(buildPageMeta(model(POST, {})), "property", "og:type")).toBe("article");
  for (const layout of ["generic", "faq", "listing"] as const) {
    const tags = buildPageMeta(model({ ...HOME, layout }, {}));
    expect(contentOf(tags, "property", "og:type")).toBe("website");
  }
});

test("a relative og:image is made absolute on the public site", () => {
  const tags = buildPageMeta(model(POST, { ogImage: "/assets/content/images/og/a.png" }));
  expect(contentOf(tags, "property", "og:image")).toBe(
    `${site.baseUrl}/assets/content/images/og/a.png`,
  );
  const noSlash = buildPageMeta(model(POST, { ogImage: "assets/content/images/og/a.png" }));
  expect(contentOf(noSlash, "property", "og:image")).toBe(
    `${site.baseUrl}/assets/content/images/og/a.png`,
  );
});

test("an absolute og:image is kept as it is", () => {
  const tags = buildPageMeta(model(POST, { ogImage: "https://cdn.example.com/a.png" }));
  expect(contentOf(tags, "property", "og:image")).toBe("https://cdn.example.com/a.png");
});

test("optional tags are left out when their value is empty", () => {
  const tags = buildPageMeta(model(POST, { title: "T", ogTitle: "T", twitterTitle: "T" }));
  expect(tags).toHaveLength(9);
  for (const [attribute, key] of [
    ["name", "description"],
    ["name", "keywords"],
    ["property", "og:description"],
    ["property", "og:image"],
    ["name", "twitter:description"],
    ["name", "twitter:image"],
  ] as const) {
    expect(tags.some((tag) => (tag as Record<string, unknown>)[attribute] === key)).toBe(false);
  }
});

test("each optional tag appears on its own when only it has a value", () => {
  const tags = buildPageMeta(model(POST, { keywords: "a, b" }));
  expect(tags).toHaveLength(10);
  expect(contentOf(tags, "name", "keywords")).toBe("a, b");
});

test("twitter:card is summary_large_image only when there is a twitter image", () => {
  const withImage = buildPageMeta(model(POST, { twitterImage: "/assets/t.png" }));
  expect(contentOf(withImage, "name", "twitter:card")).toBe("summary_large_image");
  expect(contentOf(withImage, "name", "twitter:image")).toBe(`${site.baseUrl}/assets/t.png`);
  const withoutImage = buildPageMeta(model(POST, { ogImage: "/assets/og.png" }));
  expect(contentOf(withoutImage, "name", "twitter:card")).toBe("summary");
});

test("the head is built the same when the markdown could not be read", () => {
  const unread: PageModel = {
    page: POST,
    meta: { ...EMPTY_META, title: "T" },
    content: null,
    messages: [],
    structuredData: [],
    site: site.identity,
  };
  expect(buildPageMeta(unread)[0]).toEqual({ title: `T | ${site.identity.title}` });
});

test("each structured data object becomes one ld+json script descriptor, after the meta tags", () => {
  const website = {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: site.identity.title,
  };
  const crumbs = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [],
  };
  const tags = buildPageMeta({
    ...model(HOME, { title: "Home" }),
    structuredData: [website, crumbs],
  });
  expect(tags.slice(-2)).toEqual([{ "script:ld+json": website }, { "script:ld+json": crumbs }]);
  expect(buildPageMeta(model(HOME, {})).some((tag) => "script:ld+json" in tag)).toBe(false);
});

test("absoluteUrl joins a path to the base url with one slash", () => {
  expect(absoluteUrl("/a/b", "https://example.com")).toBe("https://example.com/a/b");
  expect(absoluteUrl("a/b", "https://example.com")).toBe("https://example.com/a/b");
  expect(absoluteUrl("///a", "https://example.com")).toBe("https://example.com/a");
  expect(absoluteUrl("/", "https://example.com")).toBe("https://example.com/");
});

test("absoluteUrl keeps http and https urls, in any case", () => {
  expect(absoluteUrl("http://x.example/a", "https://example.com")).toBe("http://x.example/a");
  expect(absoluteUrl("HTTPS://x.example/a", "https://example.com")).toBe("HTTPS://x.example/a");
});

test("absoluteUrl uses the site's base url by default", () => {
  expect(absoluteUrl("/a")).toBe(`${site.baseUrl}/a`);
});

test("a protocol-relative image URL becomes an https URL, not a path on the site", () => {
  expect(absoluteUrl("//cdn.example.com/a.png", "https://site.example")).toBe(
    "https://cdn.example.com/a.png",
  );
});

test("a page of a long listing links its neighbours in the head with rel prev and next", () => {
  const page: PageRequest = {
    layout: "listing",
    path: "/blogs/page/2",
    key: "blogs",
    source: "assets/content/categories/blogs.md",
    links: [],
    pagination: { page: 2, pageCount: 3, prev: "/blogs", next: "/blogs/page/3" },
  };
  const links = buildPageMeta(model(page, { title: "Blogs" })).filter(
    (tag) => (tag as Record<string, unknown>).tagName === "link",
  );
  expect(links).toEqual([
    { tagName: "link", rel: "canonical", href: absoluteUrl("/blogs/page/2") },
    { tagName: "link", rel: "prev", href: absoluteUrl("/blogs") },
    { tagName: "link", rel: "next", href: absoluteUrl("/blogs/page/3") },
  ]);
  const first = { ...page, path: "/blogs", pagination: { page: 1, pageCount: 3, next: "/x" } };
  expect(JSON.stringify(buildPageMeta(model(first, {})))).not.toContain('"rel":"prev"');
});

test("a preview or generated card has its size, type and text; og:locale follows the site's language", () => {
  const card = "/assets/img/card-1200w-0123456789ab.png";
  const tags = buildPageMeta(model(POST, { ogTitle: "Short", ogImage: card, twitterImage: card }));
  expect(contentOf(tags, "property", "og:image")).toBe(`${site.baseUrl}${card}`);
  expect(contentOf(tags, "property", "og:image:type")).toBe("image/png");
  expect(contentOf(tags, "property", "og:image:width")).toBe("1200");
  expect(contentOf(tags, "property", "og:image:height")).toBe("630");
  expect(contentOf(tags, "property", "og:image:alt")).toBe(`Short – ${site.identity.title}`);
  expect(contentOf(tags, "name", "twitter:image:alt")).toBe(`Short – ${site.identity.title}`);
  const preview = "/assets/img/short-1200w-0123456789ab.jpg";
  const photo = buildPageMeta(model(POST, { ogTitle: "Short", ogImage: preview }));
  expect(contentOf(photo, "property", "og:image:type")).toBe("image/jpeg");
  expect(contentOf(photo, "property", "og:image:alt")).toBe("Short");
  const german = buildPageMeta({
    ...model(POST, {}),
    site: { ...site.identity, language: "de" },
  });
  expect(contentOf(german, "property", "og:locale")).toBe("de_DE");
});
