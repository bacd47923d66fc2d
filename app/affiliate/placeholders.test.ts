/**
 * Sub-IDs: docs/content-format.md's attribution examples parse as written; placeholders are filled
 * (URL-encoded) from the page, the placement and `values`; what cannot work is an error.
 */
import { expect, test } from "vitest";
import { ATTRIBUTION_EXAMPLES_TEXT } from "#tests/support/link-examples.ts";
import { resolveGoLink } from "./go-link.ts";
import { parseLinkRegistry } from "./link-registry.ts";
import { fillPlaceholders, pageSlug, valueFor } from "./placeholders.ts";

const registry = parseLinkRegistry(ATTRIBUTION_EXAMPLES_TEXT);

test("the document's three examples are usable links, placeholders kept as written", () => {
  expect(registry.problems).toEqual([]);
  expect([...registry.bySlug.keys()]).toEqual(["namecheap", "naming-book", "registrar-test"]);
  expect(registry.bySlug.get("namecheap")?.url).toBe(
    "https://www.namecheap.com/?aff=12345&sid={page}~{placement}~{click}",
  );
  // A rotating link's url is its first target, for what cannot rotate.
  expect(registry.bySlug.get("registrar-test")?.url).toBe("https://porkbun.com/?ref=dd");
});

test("{page} is the page's path as a slug: home is home, no page is none", () => {
  expect(pageSlug("/reviews/namecheap")).toBe("reviews-namecheap");
  expect(pageSlug("/")).toBe("home");
  expect(pageSlug("")).toBe("none");
  expect(pageSlug("/Insights/Café Names/")).toBe("insights-caf-names");
});

test("a cloaked link carries its page and placement to /go/; the server fills the rest", () => {
  const place = { page: "/reviews/namecheap", placement: "card-2" } as const;
  expect(resolveGoLink("go:namecheap", registry, place)).toMatchObject({
    ok: true,
    href: "/go/namecheap?page=%2Freviews%2Fnamecheap&placement=card-2",
  });
  // Without a place (the checker's reading) the link is the bare /go/ path.
  expect(resolveGoLink("go:namecheap", registry)).toMatchObject({ href: "/go/namecheap" });
});

test("an uncloaked link gets values at build time: the longest path prefix wins, * is the default", () => {
  const at = (page: string) =>
    resolveGoLink("go:naming-book", registry, { page, placement: "text" });
  expect(at("/reviews/namecheap")).toMatchObject({
    href: "https://www.amazon.com/dp/B000TEST?tag=site-reviews-20",
  });
  expect(at("/insights/short-names")).toMatchObject({
    href: "https://www.amazon.com/dp/B000TEST?tag=site-20",
  });
  const table = { "/": "a", "/reviews/": "b", "/reviews/top/": "c" };
  expect(valueFor(table, "/reviews/top/ten")).toBe("c");
  expect(valueFor(table, "/reviews/top")).toBe("c");
  expect(valueFor(table, "/blogs/x")).toBe("a");
  expect(valueFor({ "/reviews/": "b" }, "/blogs/x")).toBeUndefined();
});

test("values are URL-encoded when filled; a name with no matching row is an error", () => {
  const url =
    "https://shop.example/?p={page}&at={placement}&c={country}&d={device}&k={click}&t={tag}";
  const values = { tag: { "/reviews/": "a&b=c d" } };
  const fill = {
    page: "/reviews/x",
    placement: "faq",
    country: "DE",
    device: "mobile",
    click: "abc123",
  } as const;
  expect(fillPlaceholders(url, fill, values)).toEqual({
    url: "https://shop.example/?p=reviews-x&at=faq&c=DE&d=mobile&k=abc123&t=a%26b%3Dc%20d",
  });
  expect(fillPlaceholders(url, { ...fill, page: "/blogs/y" }, values).problem).toBe(
    'values.tag has no row for /blogs/y (add "*")',
  );
  const book = parseLinkRegistry(
    JSON.stringify([
      {
        slug: "book",
        url: "https://www.amazon.com/dp/B0?tag={tag}",
        cloak: false,
        values: { tag: { "/reviews/": "site-reviews-20" } },
      },
    ]),
  );
  expect(resolveGoLink("go:book", book, { page: "/blogs/y", placement: "text" })).toEqual({
    ok: false,
    slug: "book",
    message: 'the link go:book: values.tag has no row for /blogs/y (add "*")',
  });
});

test("{click}, {country} and {device} on an uncloaked link, and unknown names, are errors at their field", () => {
  const bad = parseLinkRegistry(
    JSON.stringify([
      { slug: "a", url: "https://a.example/?k={click}", cloak: false },
      {
        slug: "b",
        url: "https://b.example/",
        cloak: false,
        countries: { GB: "https://b.example/uk?d={device}" },
      },
      { slug: "c", url: "https://c.example/?x={nope}" },
      { slug: "d", url: "https://d.example/?p={page}", values: { page: { "*": "x" } } },
      { slug: "e", url: "https://e.example/?k={click}&c={country}" },
    ]),
  );
  expect([...bad.bySlug.keys()]).toEqual(["e"]);
  expect(bad.problems.map(({ index, path, message }) => ({ index, path, message }))).toEqual([
    {
      index: 0,
      path: ["url"],
      message:
        'skipped link #1: url: {click} is known only per click, which an uncloaked link ("cloak": false) never sees',
    },
    {
      index: 1,
      path: ["countries", "GB"],
      message:
        'skipped link #2: countries.GB: {device} is known only per click, which an uncloaked link ("cloak": false) never sees',
    },
    {
      index: 2,
      path: ["url"],
      message:
        "skipped link #3: url: {nope} is not a placeholder: use page, placement, click, country, device or a values name",
    },
    { index: 3, path: ["values", "page"], message: "skipped link #4: values: {page} is built in" },
  ]);
});
