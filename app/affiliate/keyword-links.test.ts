/**
 * Keyword links through the page loader (the renderer the build and the live server share):
 * the first mention per page, whole words, any case, never in headings, links, code, product
 * cards or FAQ questions; at most `autoLinksPerPage`, earliest first; `autolink: false` opts out.
 */
import { expect, test } from "vitest";
import { loadPage, pageMarkdownRenderer, type ContentSource } from "#app/loaders/index.ts";
import { AFFILIATE_REL } from "#app/affiliate/index.ts";
import { sanitize } from "#app/markdown/index.server.ts";

const LINKS = [
  { slug: "namecheap", url: "https://www.namecheap.com/?aff=12345", keywords: ["Namecheap"] },
  { slug: "porkbun", url: "https://porkbun.com/?ref=dd", keywords: ["Porkbun"] },
  { slug: "dynadot", url: "https://www.dynadot.com/", keywords: ["Dynadot", "Dyna Dot"] },
  { slug: "sedo", url: "https://sedo.com/", keywords: ["Sedo"] },
];
const POST = `## Why Namecheap

The \`Namecheap\` API and [Namecheap's blog](https://blog.example/) aside, namecheaper deals
exist. NAMECHEAP is our pick; Namecheap again.

\`\`\`
Porkbun in code
\`\`\`

<!-- INSERT PRODUCT 1 -->

- Porkbun is cheap, dyna dot is fine
- Sedo sells names

<!-- PRODUCTS
START PRODUCT
title="Sedo marketplace" link="https://sedo.com/" price="$1"
END PRODUCT
-->

<!-- FAQ
Q: Is Dynadot good?
A: Yes, Dynadot is fine.
-->

<!-- INSERT FAQ -->
`;

function sourceWith(files: Record<string, string>): ContentSource {
  return {
    readText: async (file) => {
      const text = files[file.replace(/^assets\/content\//, "")];
      if (text === undefined) throw new Error(`404 ${file}`);
      return text;
    },
    renderMarkdown: pageMarkdownRenderer(sanitize),
    baseUrl: "http://localhost:3000",
    log: { error: () => undefined, warn: () => undefined },
  };
}

async function load(post: string, site?: object) {
  const files: Record<string, string> = {
    "content-manifest.json": JSON.stringify([
      { type: "blog", status: "done", url: "/insights/deal", title: "Deal" },
    ]),
    "links.json": JSON.stringify(LINKS),
    "blogs/insights/deal.md": post,
    ...(site && { "site.json": JSON.stringify(site) }),
  };
  const result = await loadPage("/insights/deal", sourceWith(files));
  if (!result.found || !result.model.content) throw new Error("no page");
  return result.model.content;
}

const html = (content: Awaited<ReturnType<typeof load>>) =>
  [
    ...content.parts.map((part) => (part.kind === "text" ? part.html : "")),
    ...content.faq.map((item) => item.answerHtml),
  ].join("\n");
const anchor = (slug: string, text: string) =>
  `<a href="/go/${slug}?page=%2Finsights%2Fdeal&amp;placement=auto" rel="${AFFILIATE_REL}" target="_blank">${text}</a>`;
const autoLinks = (text: string) =>
  [...text.matchAll(/<a href="\/go\/([a-z-]+)[^"]*placement=auto"[^>]*>([^<]*)<\/a>/g)].map(
    (match) => `${match[1]}:${match[2]}`,
  );

test("the first mention per page becomes the link, outside headings, links and code, whole words in any case", async () => {
  const content = await load(POST);
  const text = html(content);
  expect(autoLinks(text)).toEqual(["namecheap:NAMECHEAP", "porkbun:Porkbun", "dynadot:dyna dot"]);
  expect(text).toContain(
    `exist. ${anchor("namecheap", "NAMECHEAP")} is our pick; Namecheap again.`,
  );
  expect(text).toMatch(/<h2 id="why-namecheap">Why Namecheap<\/h2>/);
  expect(text).toContain("<code>Namecheap</code>");
  expect(text).toContain("Porkbun in code");
  expect(text).toContain("namecheaper deals");
  // The product card and the FAQ question are not text: never linked.
  expect(content.faq[0]?.question).toBe("Is Dynadot good?");
});

test("at most autoLinksPerPage (site.json) per page, the earliest first; 0 shows none", async () => {
  expect(autoLinks(html(await load(POST, { autoLinksPerPage: 1 })))).toEqual([
    "namecheap:NAMECHEAP",
  ]);
  expect(autoLinks(html(await load(POST, { autoLinksPerPage: 20 })))).toEqual([
    "namecheap:NAMECHEAP",
    "porkbun:Porkbun",
    "dynadot:dyna dot",
    "sedo:Sedo",
  ]);
  expect(autoLinks(html(await load(POST, { autoLinksPerPage: 0 })))).toEqual([]);
});

test("keyword links count for the disclosure: a page whose only affiliate link is one shows it", async () => {
  const post = "# Cheap names\n\nWe like Porkbun for renewals.\n";
  expect((await load(post)).disclosureAt).toBe(0);
  expect((await load(`---\nautolink: false\n---\n${post}`)).disclosureAt).toBeUndefined();
});

test("a FAQ answer is text: a keyword there is linked when the page has budget left", async () => {
  const content = await load(POST.replace("- Porkbun is cheap, dyna dot is fine\n", ""), {
    autoLinksPerPage: 5,
  });
  expect(content.faq[0]?.answerHtml).toContain(anchor("dynadot", "Dynadot"));
});

test("autolink: false in the front matter: no keyword links on the page", async () => {
  const content = await load(`---\nautolink: false\n---\n${POST}`);
  expect(autoLinks(html(content))).toEqual([]);
});
