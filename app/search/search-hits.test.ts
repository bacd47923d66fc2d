import { expect, test } from "vitest";
import { FAQ_ANCHOR_PREFIX } from "#app/engine/index.ts";
import {
  FAQ_FRAGMENT_PREFIX,
  FAQ_KIND,
  splitExcerpt,
  toSearchHits,
  toSitePath,
} from "./search-hits.ts";

const post = {
  url: "/insights/short-names/",
  excerpt: "page <mark>excerpt</mark>",
  meta: { title: "Why short names cost so much", kind: "Blog post" },
  sub_results: [
    {
      title: "The tiers",
      url: "/insights/short-names/#the-tiers",
      excerpt: "the <mark>tiers</mark> of prices",
      anchor: { id: "the-tiers" },
    },
  ],
};

const faqPage = {
  url: "/qahub/buying/escrow/",
  excerpt: "faq page excerpt",
  meta: { title: "Domain escrow, explained", kind: "FAQ page" },
  sub_results: [
    {
      title: "What is domain escrow?",
      url: "/qahub/buying/escrow/#faq--what-is-domain-escrow",
      excerpt: "a licensed <mark>third</mark> party",
      anchor: { id: "faq--what-is-domain-escrow" },
    },
    {
      title: "Who pays the escrow fee?",
      url: "/qahub/buying/escrow/#faq--who-pays-the-escrow-fee",
      excerpt: "<mark>third</mark> option: split it",
      anchor: { id: "faq--who-pays-the-escrow-fee" },
    },
  ],
};

test("a page is one row: its title, its kind, the excerpt of its best section, its path", () => {
  expect(toSearchHits([post])).toEqual([
    {
      url: "/insights/short-names",
      title: "Why short names cost so much",
      excerpt: "the <mark>tiers</mark> of prices",
      kind: "Blog post",
    },
  ]);
});

test("each matching FAQ question is a row of its own that links to its answer", () => {
  expect(toSearchHits([faqPage])).toEqual([
    {
      url: "/qahub/buying/escrow#faq--what-is-domain-escrow",
      title: "What is domain escrow?",
      excerpt: "a licensed <mark>third</mark> party",
      kind: FAQ_KIND,
    },
    {
      url: "/qahub/buying/escrow#faq--who-pays-the-escrow-fee",
      title: "Who pays the escrow fee?",
      excerpt: "<mark>third</mark> option: split it",
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
  expect(toSearchHits([{ url: "/privacy/", excerpt: "x", meta: {} }])).toEqual([
    { url: "/privacy", title: "/privacy", excerpt: "x", kind: "" },
  ]);
});

test("folder URLs become the site's paths", () => {
  expect(toSitePath("/")).toBe("/");
  expect(toSitePath("/insights/x/")).toBe("/insights/x");
  expect(toSitePath("/qahub/a/b/#faq--q")).toBe("/qahub/a/b#faq--q");
  expect(toSitePath("/reviews/sedo")).toBe("/reviews/sedo");
});

test("an excerpt splits into text runs with the matched words marked", () => {
  expect(splitExcerpt("pay <mark>escrow</mark> fees &amp; <mark>taxes</mark>")).toEqual([
    { text: "pay ", marked: false },
    { text: "escrow", marked: true },
    { text: " fees & ", marked: false },
    { text: "taxes", marked: true },
  ]);
});

test("markup other than mark stays text, and entities decode once", () => {
  expect(splitExcerpt("&lt;img src=x onerror=alert(1)&gt; &amp;lt; <b>bold</b>")).toEqual([
    { text: "<img src=x onerror=alert(1)> &lt; <b>bold</b>", marked: false },
  ]);
});

test("search knows FAQ questions by the prefix the accordion gives their ids", () => {
  expect(FAQ_FRAGMENT_PREFIX).toBe(FAQ_ANCHOR_PREFIX);
});
