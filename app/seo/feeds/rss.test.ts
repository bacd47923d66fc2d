import { JSDOM } from "jsdom";
import { expect, test } from "vitest";
import { type ManifestEntry } from "#app/content/index.ts";
import { resolveMeta, type MetaBlock } from "#app/analysis/index.ts";
import type { PublishedPage } from "./published-pages.ts";
import { buildRssFeed, listFeedItems, type FeedItem } from "./rss.ts";

const SITE = {
  title: "Domain Chronicle",
  description: "Premium Domains & Fails",
  baseUrl: "https://domains.example",
};

function published(
  entry: Partial<ManifestEntry> & { url: string },
  data: Record<string, string> = {},
  meta: MetaBlock = {},
): PublishedPage {
  const full: ManifestEntry = {
    type: "blog",
    status: "done",
    title: `Title of ${entry.url}`,
    ...entry,
  };
  return { entry: full, meta: resolveMeta(meta, full.title), data, readable: true };
}

/** The feed parsed as XML: fails the test when it is not well-formed. */
function parseFeed(xml: string): Document {
  const doc = new new JSDOM("").window.DOMParser().parseFromString(xml, "application/xml");
  expect(doc.querySelector("parsererror")?.textContent ?? "").toBe("");
  return doc;
}

test("articles come newest first by DATA date, undated ones last, ties in manifest order", () => {
  const items = listFeedItems(
    [
      published({ url: "/insights/old" }, { date: "2023-01-01" }),
      published({ url: "/insights/undated" }),
      published({ url: "/reviews/new", type: "review" }, { date: "2024-06-01" }),
      published({ url: "/insights/tie-1" }, { date: "2024-01-01" }),
      published({ url: "/insights/tie-2" }, { date: "2024-01-01" }),
    ],
    SITE.baseUrl,
  );
  expect(items.map((item) => item.link.replace(SITE.baseUrl, ""))).toEqual([
    "/reviews/new",
    "/insights/tie-1",
    "/insights/tie-2",
    "/insights/old",
    "/insights/undated",
  ]);
});

test("FAQ pages, sale pages and unreadable articles are not in the feed", () => {
  const unreadable = { ...published({ url: "/insights/gone" }), readable: false };
  const items = listFeedItems(
    [
      published({ url: "/qahub/a/b", type: "superfaq" }),
      published({ url: "/deals/x", type: "salepage" }),
      unreadable,
    ],
    SITE.baseUrl,
  );
  expect(items).toEqual([]);
});

test("an item takes its title from the meta block, its description from DATA summary, else the meta description", () => {
  const [withSummary, withoutSummary] = listFeedItems(
    [
      published(
        { url: "/insights/a" },
        { date: "2024-02-01", summary: "The summary", author: "Jane", tags: "a, b" },
        { title: "Meta title", description: "Meta description" },
      ),
      published({ url: "/insights/b" }, { date: "2024-01-01" }, { description: "Only meta" }),
    ],
    SITE.baseUrl,
  );
  expect(withSummary).toMatchObject({
    title: "Meta title",
    link: "https://domains.example/insights/a",
    description: "The summary",
    author: "Jane",
    categories: ["a", "b"],
  });
  expect(withoutSummary).toMatchObject({
    title: "Title of /insights/b",
    description: "Only meta",
    categories: [],
  });
  expect(withoutSummary?.author).toBeUndefined();
});

test("the feed is RSS 2.0 with an absolute link, RFC 822 dates, author and categories", () => {
  const [item] = listFeedItems(
    [
      published(
        { url: "/insights/a" },
        { date: "2024-04-12", author: "Jane Doe", tags: "short names, sales" },
      ),
    ],
    SITE.baseUrl,
  );
  const doc = parseFeed(buildRssFeed(item ? [item] : [], SITE));
  expect(doc.documentElement.getAttribute("version")).toBe("2.0");
  expect(doc.querySelector("channel > title")?.textContent).toBe("Domain Chronicle");
  expect(doc.querySelector("channel > link")?.textContent).toBe("https://domains.example/");
  expect(doc.querySelector("channel > description")?.textContent).toBe("Premium Domains & Fails");
  const xmlItem = doc.querySelector("item");
  expect(xmlItem?.querySelector("link")?.textContent).toBe("https://domains.example/insights/a");
  expect(xmlItem?.querySelector("guid")?.textContent).toBe("https://domains.example/insights/a");
  expect(xmlItem?.querySelector("pubDate")?.textContent).toBe("Fri, 12 Apr 2024 00:00:00 GMT");
  expect(xmlItem?.getElementsByTagName("dc:creator")[0]?.textContent).toBe("Jane Doe");
  expect(
    [...(xmlItem?.querySelectorAll("category") ?? [])].map((node) => node.textContent),
  ).toEqual(["short names", "sales"]);
});

test("awkward titles, descriptions and tags survive as text in well-formed XML", () => {
  const awkward = `Tom & Jerry's <b>"bold"</b> </title></item> 🚀 ]]>`;
  const item: FeedItem = {
    title: awkward,
    link: "https://domains.example/a?x=1&y=2",
    description: awkward,
    categories: [awkward],
    author: awkward,
  };
  const doc = parseFeed(buildRssFeed([item], { ...SITE, title: awkward }));
  expect(doc.querySelector("channel > title")?.textContent).toBe(awkward);
  expect(doc.querySelector("item > title")?.textContent).toBe(awkward);
  expect(doc.querySelector("item > description")?.textContent).toBe(awkward);
  expect(doc.querySelector("item > category")?.textContent).toBe(awkward);
  expect(doc.querySelector("item > link")?.textContent).toBe("https://domains.example/a?x=1&y=2");
  expect(doc.querySelectorAll("item")).toHaveLength(1);
});

test("an empty feed is still a valid channel", () => {
  const doc = parseFeed(buildRssFeed([], SITE));
  expect(doc.querySelectorAll("item")).toHaveLength(0);
  expect(doc.querySelector("channel > title")?.textContent).toBe("Domain Chronicle");
});
