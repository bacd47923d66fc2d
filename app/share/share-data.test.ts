import { expect, test } from "vitest";
import { site as siteConfig } from "#app/config/index.ts";
import type { PageModel } from "#app/loaders/index.ts";
import { resolveMeta } from "#app/analysis/index.ts";
import { isPageModel, pageShareData, shareDataFromMatches, siteShareData } from "./share-data.ts";

const site = {
  baseUrl: "https://domains.example",
  identity: { title: "Domain Chronicle", tagline: "Premium Domains" },
};

function model(path: string, meta = resolveMeta({}, "Fallback")): PageModel {
  return {
    page: { layout: "post", path, key: path.slice(1), source: "" },
    meta,
    content: null,
    messages: [],
    structuredData: [],
    site: siteConfig.identity,
  };
}

test("a post shares its own canonical URL with its og title, description and image", () => {
  const meta = resolveMeta(
    {
      title: "Short Names",
      ogTitle: "Short Names Sell",
      description: "Why short sells",
      ogImage: "/assets/content/images/og/short.png",
      keywords: "premium domains, branding",
    },
    "Fallback",
  );
  expect(pageShareData(model("/insights/short-names", meta), site)).toEqual({
    url: "https://domains.example/insights/short-names",
    title: "Short Names Sell",
    description: "Why short sells",
    image: "https://domains.example/assets/content/images/og/short.png",
    tags: ["premium domains", "branding"],
  });
});

test("the home page shares the site root and an absolute og image passes through", () => {
  const meta = resolveMeta({ ogImage: "https://cdn.example/og.png" }, "Home");
  const data = pageShareData(model("/", meta), site);
  expect(data.url).toBe("https://domains.example/");
  expect(data.image).toBe("https://cdn.example/og.png");
  expect(data.title).toBe("Home");
  expect(data.description).toBe("");
});

test("without a page the site itself is shared", () => {
  expect(shareDataFromMatches([{ loaderData: undefined }], site)).toEqual(siteShareData(site));
  expect(siteShareData(site)).toEqual({
    url: "https://domains.example/",
    title: "Domain Chronicle",
    description: "Premium Domains",
    image: "",
    tags: [],
  });
});

test("the deepest route match with a page wins", () => {
  const matches = [
    { loaderData: undefined },
    { loaderData: model("/blogs") },
    { loaderData: model("/humor/typo") },
    { loaderData: null },
  ];
  expect(shareDataFromMatches(matches, site).url).toBe("https://domains.example/humor/typo");
});

test("only objects with a page and meta count as a page model", () => {
  expect(isPageModel(model("/a"))).toBe(true);
  expect(isPageModel({ page: {} })).toBe(false);
  expect(isPageModel("page")).toBe(false);
  expect(isPageModel(null)).toBe(false);
});

test("a protocol-relative og image is shared as the same https URL the og:image tag gives", () => {
  const meta = resolveMeta({ ogImage: "//cdn.example/x.png" }, "Post");
  expect(pageShareData(model("/insights/a", meta), site).image).toBe("https://cdn.example/x.png");
});
