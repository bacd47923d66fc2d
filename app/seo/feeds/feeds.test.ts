import { expect, test } from "vitest";
import { buildFeedFiles, isFeedFileName } from "./feeds.ts";
import type { ManifestEntry } from "#app/content/index.ts";

const SITE = {
  title: "Domain Chronicle",
  description: "Tagline",
  baseUrl: "https://domains.example",
};
const ENTRIES: ManifestEntry[] = [
  { type: "blog", status: "done", url: "/insights/a", title: "Post A" },
  { type: "blog", status: "staging", url: "/insights/draft", title: "Draft" },
  { type: "superfaq", status: "done", url: "/qahub/buying/escrow", title: "Escrow" },
];
const FILES: Record<string, string> = {
  "assets/content/blogs/insights/a.md":
    "<!-- DATA\ndate=2024-05-01\nupdated=2024-06-01\n-->\n# A\n",
  "assets/content/superfaqs/escrow.md": "# Escrow\n",
};
const readText = async (path: string) => FILES[path] ?? Promise.reject(new Error(`no ${path}`));

test("the sitemap lists fixed routes, listings in use and done entries, never drafts", async () => {
  const { "sitemap.xml": sitemap } = await buildFeedFiles(ENTRIES, readText, SITE);
  const locs = [...sitemap.matchAll(/<loc>https:\/\/domains\.example([^<]*)<\/loc>/g)].map(
    (match) => match[1],
  );
  expect(locs).toEqual([
    "/",
    "/affiliate",
    "/privacy",
    "/insights",
    "/humor",
    "/blogs",
    "/reviews",
    "/qahub",
    "/insights/a",
    "/qahub/buying/escrow",
    "/qahub/buying",
  ]);
  expect(sitemap).toContain(
    "<loc>https://domains.example/insights/a</loc><lastmod>2024-06-01</lastmod>",
  );
});

test("the feed carries the done blog posts only, and robots.txt names the sitemap", async () => {
  const files = await buildFeedFiles(ENTRIES, readText, SITE);
  expect(files["rss.xml"].match(/<item>/g)).toHaveLength(1);
  expect(files["rss.xml"]).toContain("<title>Post A</title>");
  expect(files["rss.xml"]).not.toContain("Draft");
  expect(files["robots.txt"]).toContain("Sitemap: https://domains.example/sitemap.xml");
});

test("front matter dates as other generators write them reach the RSS pubDate and the sitemap lastmod", async () => {
  const entries: ManifestEntry[] = [
    { type: "blog", status: "done", url: "/insights/jekyll", title: "Jekyll" },
    { type: "blog", status: "done", url: "/insights/hugo", title: "Hugo" },
    { type: "blog", status: "done", url: "/insights/astro", title: "Astro" },
  ];
  const files: Record<string, string> = {
    "assets/content/blogs/insights/jekyll.md": "---\nDate: 2019-11-28 21:39:37 +0300\n---\nText\n",
    "assets/content/blogs/insights/hugo.md":
      "+++\ndate = 2020-01-02T10:00:00Z\nlastmod = 2021-03-04\n+++\nText\n",
    "assets/content/blogs/insights/astro.md": "---\npubDate: 'Jun 19 2024'\n---\nText\n",
  };
  const read = async (path: string) => files[path] ?? Promise.reject(new Error(`no ${path}`));
  const built = await buildFeedFiles(entries, read, SITE);
  for (const date of [
    "Thu, 28 Nov 2019 18:39:37 GMT",
    "Thu, 02 Jan 2020 10:00:00 GMT",
    "Wed, 19 Jun 2024 00:00:00 GMT",
  ])
    expect(built["rss.xml"]).toContain(`<pubDate>${date}</pubDate>`);
  expect(built["sitemap.xml"]).toContain(
    "/insights/jekyll</loc><lastmod>2019-11-28T18:39:37.000Z</lastmod>",
  );
  expect(built["sitemap.xml"]).toContain("/insights/hugo</loc><lastmod>2021-03-04</lastmod>");
  expect(built["sitemap.xml"]).toContain("/insights/astro</loc><lastmod>2024-06-19</lastmod>");
});

test("only the three feed file names are feed files", () => {
  expect(
    ["sitemap.xml", "rss.xml", "robots.txt", "favicon.svg", "RSS.XML"].filter(isFeedFileName),
  ).toEqual(["sitemap.xml", "rss.xml", "robots.txt"]);
});

test("the RSS feed holds the newest 50 posts of a larger site", async () => {
  const many: ManifestEntry[] = Array.from({ length: 60 }, (_, index) => ({
    type: "blog",
    status: "done",
    url: `/insights/p${index}`,
    title: `Post ${index}`,
  }));
  // Post n is dated n days into 2024: the newest are the highest numbers.
  const read = async (path: string) => {
    const day = Number(/p(\d+)\.md$/.exec(path)?.[1] ?? 0) + 1;
    const date = new Date(Date.UTC(2024, 0, day)).toISOString().slice(0, 10);
    return `<!-- DATA\ndate=${date}\n-->\n# Post\n`;
  };
  const files = await buildFeedFiles(many, read, SITE);
  const titles = [...files["rss.xml"].matchAll(/<item><title>([^<]+)</g)].map((m) => m[1]);
  expect(titles).toHaveLength(50);
  expect(titles[0]).toBe("Post 59");
  expect(titles.at(-1)).toBe("Post 10");
});

test("the sitemap splits into parts past an injected limit, the parts named among the files", async () => {
  const files = await buildFeedFiles(ENTRIES, readText, SITE, { urls: 4, bytes: 1_000_000 });
  expect(files["sitemap.xml"]).toContain("<sitemapindex");
  expect(Object.keys(files).filter(isFeedFileName).sort()).toEqual([
    "robots.txt",
    "rss.xml",
    "sitemap-1.xml",
    "sitemap-2.xml",
    "sitemap-3.xml",
    "sitemap.xml",
  ]);
});

test("the sitemap names every page of a long listing", async () => {
  const many: ManifestEntry[] = Array.from({ length: 30 }, (_, index) => ({
    type: "review",
    status: "done",
    url: `/reviews/r${index}`,
    title: `Review ${index}`,
  }));
  const files = await buildFeedFiles(many, async () => "# Review\n", SITE);
  expect(files["sitemap.xml"]).toContain("<loc>https://domains.example/reviews/page/2</loc>");
  expect(files["sitemap.xml"]).not.toContain("/reviews/page/3");
});

test("the RSS channel names the site as site.json does", async () => {
  const site = JSON.stringify({ title: "Gopher Notes", tagline: "Go, mostly", language: "de" });
  const read = async (path: string) =>
    path === "assets/content/site.json" ? site : readText(path);
  const { "rss.xml": rss } = await buildFeedFiles(ENTRIES, read, SITE);
  expect(rss).toContain("<title>Gopher Notes</title>");
  expect(rss).toContain("<description>Go, mostly</description>");
  expect(rss).toContain("<language>de</language>");
  // Without the file, the channel is the one the caller gave.
  expect((await buildFeedFiles(ENTRIES, readText, SITE))["rss.xml"]).toContain(
    "<title>Domain Chronicle</title>",
  );
});

test("a scheduled entry without a date of its own is dated by its publishAt in the feed", async () => {
  const entries: ManifestEntry[] = [
    {
      type: "blog",
      status: "done",
      url: "/insights/monday",
      title: "Monday",
      publishAt: "2020-12-07T09:00:00+01:00",
    },
  ];
  const read = async (path: string) =>
    path === "assets/content/blogs/insights/monday.md"
      ? "# Monday\n"
      : Promise.reject(new Error(path));
  const files = await buildFeedFiles(entries, read, SITE);
  expect(files["rss.xml"]).toContain("<pubDate>Mon, 07 Dec 2020 08:00:00 GMT</pubDate>");
});
