import { expect, test } from "vitest";
import { analyzeMarkdown } from "#app/analysis/page/analyze-markdown.ts";

const MARKDOWN = [
  'See [the shop](go:shop "Shop") and `[code](go:code)`.', // 0
  "",
  '![A desk](/images/desk.jpg "Desk") <img alt="a > b" src="/images/raw.jpg">',
  "",
  "<!-- <img src=/images/hidden.jpg> -->",
  '<a href="/raw/&amp;link">raw</a>',
].join("\r\n");

test("links and images carry their text, alt and title, and where they and their URL are written", () => {
  const { links } = analyzeMarkdown(MARKDOWN, "post");
  expect(
    links.map(({ kind, url, html, text, alt, title }) => ({ kind, url, html, text, alt, title })),
  ).toEqual([
    { kind: "link", url: "go:shop", html: false, text: "the shop", alt: undefined, title: "Shop" },
    {
      kind: "image",
      url: "/images/desk.jpg",
      html: false,
      text: undefined,
      alt: "A desk",
      title: "Desk",
    },
    {
      kind: "image",
      url: "/images/raw.jpg",
      html: true,
      text: undefined,
      alt: "a > b",
      title: undefined,
    },
    {
      kind: "link",
      url: "/raw/&link",
      html: true,
      text: undefined,
      alt: undefined,
      title: undefined,
    },
  ]);
  const at = (offset: number, length = 12) => MARKDOWN.slice(offset, offset + length);
  expect(links.map((link) => [at(link.offset, 4), at(link.urlOffset, 7)])).toEqual([
    ["[the", "go:shop"],
    ["![A ", "/images"],
    ["<img", "/images"],
    ["<a h", "/raw/&a"],
  ]);
});
