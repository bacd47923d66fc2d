import { expect, test } from "vitest";
import { FAQ_ANCHOR_PREFIX } from "#app/analysis/index.ts";
import { FAQ_FRAGMENT_PREFIX, FAQ_KIND, toSearchHits, toSitePath } from "./search-hits.ts";

const post = {
  url: "/insights/short-names/",
  excerpt: [
    { text: "page ", marked: false },
    { text: "excerpt", marked: true },
  ],
  meta: { title: "Why short names cost so much", kind: "Blog post" },
  sub_results: [
    {
      title: "The tiers",
      url: "/insights/short-names/#the-tiers",
      excerpt: [
        { text: "the ", marked: false },
        { text: "tiers", marked: true },
        { text: " of prices", marked: false },
      ],
      anchor: { id: "the-tiers" },
    },
  ],
};

const faqPage = {
  url: "/qahub/buying/escrow/",
  excerpt: [{ text: "faq page excerpt", marked: false }],
  meta: { title: "Domain escrow, explained", kind: "FAQ page" },
  sub_results: [
    {
      title: "What is domain escrow?",
      url: "/qahub/buying/escrow/#faq--what-is-domain-escrow",
      excerpt: [
        { text: "a licensed ", marked: false },
        { text: "third", marked: true },
        { text: " party", marked: false },
      ],
      anchor: { id: "faq--what-is-domain-escrow" },
    },
    {
      title: "Who pays the escrow fee?",
      url: "/qahub/buying/escrow/#faq--who-pays-the-escrow-fee",
      excerpt: [
        { text: "third", marked: true },
        { text: " option: split it", marked: false },
      ],
      anchor: { id: "faq--who-pays-the-escrow-fee" },
    },
  ],
};

test("a page is one row: its title, its kind, the excerpt of its best section, its path", () => {
  expect(toSearchHits([post])).toEqual([
    {
      url: "/insights/short-names",
      title: "Why short names cost so much",
      excerpt: [
        { text: "the ", marked: false },
        { text: "tiers", marked: true },
        { text: " of prices", marked: false },
      ],
      kind: "Blog post",
    },
  ]);
});

test("each matching FAQ question is a row of its own that links to its answer", () => {
  expect(toSearchHits([faqPage])).toEqual([
    {
      url: "/qahub/buying/escrow#faq--what-is-domain-escrow",
      title: "What is domain escrow?",
      excerpt: [
        { text: "a licensed ", marked: false },
        { text: "third", marked: true },
        { text: " party", marked: false },
      ],
      kind: FAQ_KIND,
    },
    {
      url: "/qahub/buying/escrow#faq--who-pays-the-escrow-fee",
      title: "Who pays the escrow fee?",
      excerpt: [
        { text: "third", marked: true },
        { text: " option: split it", marked: false },
      ],
      kind: FAQ_KIND,
    },
  ]);
});

test("a page that matches outside its questions comes first, then its questions", () => {
  const mixed = { ...faqPage, sub_results: [post.sub_results[0]!, ...faqPage.sub_results] };
  expect(toSearchHits([mixed]).map((hit) => hit.title)).toEqual([
    "Domain escrow, explained",
    "What is domain escrow?",
    "Who pays the escrow fee?",
  ]);
});

test("a result without sections or a title still gets a row", () => {
  expect(
    toSearchHits([{ url: "/privacy/", excerpt: [{ text: "x", marked: false }], meta: {} }]),
  ).toEqual([
    { url: "/privacy", title: "/privacy", excerpt: [{ text: "x", marked: false }], kind: "" },
  ]);
});

test("folder URLs become the site's paths", () => {
  expect(toSitePath("/")).toBe("/");
  expect(toSitePath("/insights/x/")).toBe("/insights/x");
  expect(toSitePath("/qahub/a/b/#faq--q")).toBe("/qahub/a/b#faq--q");
  expect(toSitePath("/reviews/sedo")).toBe("/reviews/sedo");
});

test("search knows FAQ questions by the prefix the accordion gives their ids", () => {
  expect(FAQ_FRAGMENT_PREFIX).toBe(FAQ_ANCHOR_PREFIX);
});
