import { expect, test } from "vitest";
import { AFFILIATE_REL, parseLinkRegistry } from "#app/affiliate/index.ts";
import { renderMarkdown } from "#app/markdown/index.ts";
import { sanitize } from "#app/markdown/index.server.ts";
import { goLinkRenderer } from "./markdown-link.ts";

const registry = parseLinkRegistry(
  JSON.stringify([
    { slug: "namecheap", url: "https://www.namecheap.com/?aff=1" },
    { slug: "book", url: "https://www.amazon.com/dp/B0?tag=x", cloak: false },
  ]),
);

test("markdown go: links render with the registry's href, sponsored rel and a new tab", () => {
  const html = renderMarkdown(
    '[Buy](go:namecheap "Today") and [the book](go:book)',
    sanitize,
    undefined,
    { renderLink: goLinkRenderer(registry) },
  );
  expect(html).toBe(
    `<p><a href="/go/namecheap" title="Today" rel="${AFFILIATE_REL}" target="_blank">Buy</a> and ` +
      `<a href="https://www.amazon.com/dp/B0?tag=x" rel="${AFFILIATE_REL}" target="_blank">the book</a></p>\n`,
  );
});

test("a markdown go: link to an unknown slug keeps its text and loses its href", () => {
  const html = renderMarkdown("[Gone](go:gone) [x](https://a.example/)", sanitize, undefined, {
    renderLink: goLinkRenderer(registry),
  });
  expect(html).toBe('<p><a>Gone</a> <a href="https://a.example/">x</a></p>\n');
});

test("a go: link inside code is shown literally", () => {
  const html = renderMarkdown("`[Buy](go:namecheap)`", sanitize, undefined, {
    renderLink: goLinkRenderer(registry),
  });
  expect(html).toBe("<p><code>[Buy](go:namecheap)</code></p>\n");
});
