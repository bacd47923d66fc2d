import { expect, test } from "vitest";
import { resolveMeta } from "./meta.ts";

const FULL = {
  title: "Ten Short Domains That Sold for Millions",
  description: "What made these names worth it.",
  keywords: "premium domains, short domains, branding",
  ogTitle: "OG title",
  ogDescription: "OG description",
  ogImage: "/assets/images/og/short.png",
  twitterTitle: "Twitter title",
  twitterDescription: "Twitter description",
  twitterImage: "/assets/images/og/short-twitter.png",
};

test("every field the author gives is used as given", () => {
  expect(resolveMeta(FULL, "Manifest Title")).toEqual(FULL);
});

test("missing og and twitter titles and descriptions fall back to title and description", () => {
  expect(resolveMeta({ title: "Title", description: "Description" }, "Manifest Title")).toEqual({
    title: "Title",
    description: "Description",
    keywords: "",
    ogTitle: "Title",
    ogDescription: "Description",
    ogImage: "",
    twitterTitle: "Title",
    twitterDescription: "Description",
    twitterImage: "",
  });
});

test("a missing title falls back to the given fallback title, and so do og and twitter titles", () => {
  const meta = resolveMeta({ description: "Description" }, "Manifest Title");
  expect(meta.title).toBe("Manifest Title");
  expect(meta.ogTitle).toBe("Manifest Title");
  expect(meta.twitterTitle).toBe("Manifest Title");
});

test("an empty title counts as missing", () => {
  expect(resolveMeta({ title: "" }, "Manifest Title").title).toBe("Manifest Title");
});

test("an empty meta block is the fallback title and empty strings", () => {
  expect(resolveMeta({}, "Site Title")).toEqual({
    title: "Site Title",
    description: "",
    keywords: "",
    ogTitle: "Site Title",
    ogDescription: "",
    ogImage: "",
    twitterTitle: "Site Title",
    twitterDescription: "",
    twitterImage: "",
  });
});

test("empty og and twitter fields count as missing and fall back", () => {
  const meta = resolveMeta(
    {
      title: "Title",
      description: "Description",
      ogTitle: "",
      ogDescription: "",
      twitterTitle: "",
      twitterDescription: "",
    },
    "Manifest Title",
  );
  expect([meta.ogTitle, meta.twitterTitle]).toEqual(["Title", "Title"]);
  expect([meta.ogDescription, meta.twitterDescription]).toEqual(["Description", "Description"]);
});

test("the og fields do not depend on the twitter fields", () => {
  const meta = resolveMeta(
    { title: "Title", twitterTitle: "Tw", twitterDescription: "Tw d", twitterImage: "/t.png" },
    "M",
  );
  expect(meta.ogTitle).toBe("Title");
  expect(meta.ogDescription).toBe("");
  expect(meta.ogImage).toBe("");
});

test("a twitter image falls back to the og image; an og image has no fallback", () => {
  expect(resolveMeta({ ogImage: "/og.png" }, "M").twitterImage).toBe("/og.png");
  expect(resolveMeta({ twitterImage: "/tw.png" }, "M").ogImage).toBe("");
});

test("keywords are kept as written and never fall back", () => {
  expect(resolveMeta({ keywords: "a, b" }, "M").keywords).toBe("a, b");
  expect(resolveMeta({ title: "Title" }, "M").keywords).toBe("");
});

test("twitter fields fall back to title and description, as the contract says, not to og fields", () => {
  const meta = resolveMeta(
    { title: "Title", description: "Desc", ogTitle: "OG", ogDescription: "OG desc" },
    "M",
  );
  expect(meta.twitterTitle).toBe("Title");
  expect(meta.twitterDescription).toBe("Desc");
});
