import { expect, test } from "vitest";
import { renderMarkdown } from "#app/markdown/index.ts";
import { sanitize } from "#app/markdown/index.server.ts";
import { AFFILIATE_REL, resolveGoLink } from "./go-link.ts";
import { parseLinkRegistry } from "./link-registry.ts";

const registry = parseLinkRegistry(
  JSON.stringify([
    { slug: "namecheap", url: "https://www.namecheap.com/?aff=1" },
    { slug: "book", url: "https://www.amazon.com/dp/B0?tag=x", cloak: false },
  ]),
);

test("a cloaked entry becomes /go/{slug}; cloak false becomes the merchant url", () => {
  expect(resolveGoLink("go:namecheap", registry)).toEqual({
    ok: true,
    href: "/go/namecheap",
    rel: AFFILIATE_REL,
    target: "_blank",
    slug: "namecheap",
  });
  expect(resolveGoLink(" go:book ", registry)).toMatchObject({
    ok: true,
    href: "https://www.amazon.com/dp/B0?tag=x",
  });
});

test("an unknown slug is an error naming it; other links are not go: links", () => {
  expect(resolveGoLink("go:missing", registry)).toEqual({
    ok: false,
    slug: "missing",
    message: "the link go:missing is not in links.json",
  });
  expect(resolveGoLink("https://example.com/", registry)).toBeUndefined();
});

test("other new-tab links still get noopener noreferrer; a different target is dropped", () => {
  const html = renderMarkdown(
    '<a href="https://a.example/" target="_blank" rel="sponsored">a</a> <a href="/b" target="top">b</a>',
    sanitize,
  );
  expect(html).toContain('rel="noopener noreferrer"');
  expect(html).not.toContain('target="top"');
});
