import { expect, test } from "vitest";
import {
  type ManifestEntry,
  listListingsAbove,
  resolvePage,
  type PageRequest,
} from "#app/content/index.ts";
import { resolveMeta, type MetaBlock, type FaqItem } from "#app/analysis/index.ts";
import {
  buildStructuredData,
  type JsonLdObject,
  type StructuredDataInput,
} from "./structured-data.ts";

const BASE = "https://domains.example";
const ENTRIES: ManifestEntry[] = [
  { type: "blog", status: "done", url: "/insights/short-names", title: "Short Names" },
  { type: "review", status: "done", url: "/reviews/sedo", title: "Sedo Review" },
  { type: "superfaq", status: "done", url: "/qahub/buying/escrow", title: "Escrow" },
  { type: "salepage", status: "done", url: "/deals/kit", title: "Kit" },
];

function pageAt(path: string): PageRequest {
  const resolution = resolvePage(path, ENTRIES);
  if (!resolution.found) throw new Error(`${path} is no page`);
  return resolution.page;
}

function build(
  path: string,
  options: {
    meta?: MetaBlock;
    data?: Record<string, string>;
    faq?: FaqItem[];
    unread?: boolean;
  } = {},
): JsonLdObject[] {
  const page = pageAt(path);
  const input: StructuredDataInput = {
    page,
    meta: resolveMeta(options.meta ?? {}, page.entry?.title ?? "Domain Chronicle"),
    content: options.unread ? null : { data: options.data ?? {}, faq: options.faq ?? [] },
    listingsAbove: listListingsAbove(page.path, ENTRIES),
    baseUrl: BASE,
    siteTitle: "Domain Chronicle",
  };
  return buildStructuredData(input);
}

const ofType = (items: JsonLdObject[], type: string) =>
  items.find((item) => item["@type"] === type);

test("the home page is a WebSite with the site's name and url, and has no breadcrumbs", () => {
  const items = build("/", { meta: { description: "Premium domains" } });
  expect(items).toEqual([
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: "Domain Chronicle",
      url: `${BASE}/`,
      description: "Premium domains",
    },
  ]);
});

test("a blog post is a BlogPosting with headline, summary, absolute image, dates, author, publisher", () => {
  const data = {
    author: "Theo Okafor",
    date: "2024-04-12",
    updated: "2024-09-30",
    image: "/assets/content/images/og/a.svg",
    tags: "short, premium",
    summary: "Why short sells.",
  };
  const article = ofType(
    build("/insights/short-names", {
      meta: { title: "Why Short Names Cost So Much", description: "Meta description" },
      data,
    }),
    "BlogPosting",
  );
  const site = { "@type": "Organization", name: "Domain Chronicle", url: `${BASE}/` };
  expect(article).toEqual({
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: "Why Short Names Cost So Much",
    description: "Why short sells.",
    image: `${BASE}/assets/content/images/og/a.svg`,
    datePublished: "2024-04-12",
    dateModified: "2024-09-30",
    author: { "@type": "Person", name: "Theo Okafor" },
    publisher: site,
    keywords: "short, premium",
    url: `${BASE}/insights/short-names`,
    mainEntityOfPage: { "@type": "WebPage", "@id": `${BASE}/insights/short-names` },
  });
});

test("a review is a plain Article; without DATA it falls back to meta and the site as author", () => {
  const article = ofType(
    build("/reviews/sedo", {
      meta: { description: "Fees and catches", ogImage: "https://cdn.example/og.png" },
    }),
    "Article",
  );
  expect(article).toMatchObject({
    headline: "Sedo Review",
    description: "Fees and catches",
    image: "https://cdn.example/og.png",
  });
  expect(article?.author).toEqual({
    "@type": "Organization",
    name: "Domain Chronicle",
    url: `${BASE}/`,
  });
  expect(article).not.toHaveProperty("datePublished");
  expect(article).not.toHaveProperty("dateModified");
  expect(article).not.toHaveProperty("keywords");
});

test("dateModified is the publication date when there is no valid updated date", () => {
  const article = ofType(
    build("/insights/short-names", { data: { date: "2024-04-12", updated: "later" } }),
    "BlogPosting",
  );
  expect(article?.dateModified).toBe("2024-04-12");
});

test("a FAQ page is a FAQPage whose answers are plain text", () => {
  const faq: FaqItem[] = [
    {
      question: "What is escrow?",
      id: "faq--what-is-escrow",
      answerHtml: "<p>A <strong>neutral</strong> party holds the money &amp; the name.</p>",
    },
    {
      question: "How long?",
      id: "faq--how-long",
      answerHtml: "<ul><li>Days</li><li>Weeks</li></ul>",
    },
  ];
  const page = ofType(build("/qahub/buying/escrow", { faq }), "FAQPage");
  expect(page?.mainEntity).toEqual([
    {
      "@type": "Question",
      name: "What is escrow?",
      acceptedAnswer: { "@type": "Answer", text: "A neutral party holds the money & the name." },
    },
    {
      "@type": "Question",
      name: "How long?",
      acceptedAnswer: { "@type": "Answer", text: "Days\nWeeks" },
    },
  ]);
});

test("entry pages have breadcrumbs from home through each listing above them", () => {
  const crumbs = ofType(
    build("/qahub/buying/escrow", { meta: { title: "Domain Escrow" } }),
    "BreadcrumbList",
  );
  expect(crumbs?.itemListElement).toEqual([
    { "@type": "ListItem", position: 1, name: "Domain Chronicle", item: `${BASE}/` },
    { "@type": "ListItem", position: 2, name: "Qahub", item: `${BASE}/qahub` },
    { "@type": "ListItem", position: 3, name: "Buying", item: `${BASE}/qahub/buying` },
    {
      "@type": "ListItem",
      position: 4,
      name: "Domain Escrow",
      item: `${BASE}/qahub/buying/escrow`,
    },
  ]);
  const sale = ofType(build("/deals/kit"), "BreadcrumbList");
  expect(sale?.itemListElement).toHaveLength(2);
});

test("listings and fixed pages other than home have no structured data", () => {
  expect(build("/insights")).toEqual([]);
  expect(build("/privacy")).toEqual([]);
});

test("a page whose markdown could not be read keeps its breadcrumbs only", () => {
  expect(build("/insights/short-names", { unread: true }).map((item) => item["@type"])).toEqual([
    "BreadcrumbList",
  ]);
});

test("dates as Jekyll, Hugo and Astro write them reach datePublished and dateModified", () => {
  const article = ofType(
    build("/insights/short-names", {
      meta: {},
      data: { date: "2019-11-28 21:39:37", updated: "Jun 19 2024" },
    }),
    "BlogPosting",
  );
  expect(article).toMatchObject({
    datePublished: "2019-11-28T21:39:37.000Z",
    dateModified: "2024-06-19",
  });
});
