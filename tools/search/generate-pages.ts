/**
 * A synthetic prerendered site for the search benchmark: `count` pages shaped like this site's
 * (an indexed article with a title, headings, paragraphs and FAQ questions with ids; header,
 * footer and product card outside the index). Words come from a fixed vocabulary with a long
 * tail of rarer words, drawn from a seeded generator, so every run writes the same site.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

const COMMON = (
  "domain name brand premium short price buyer seller escrow transfer registrar renewal " +
  "trademark logo naming marketplace offer value sale auction typo hyphen launch startup " +
  "search traffic email business word letter number owner budget fee account website"
).split(" ");

/** Mulberry32: a small seeded generator (no dependency, same output on every machine). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A made-up word; the vocabulary grows with the site (about 8 per page), like real prose. */
function rareWord(index: number): string {
  const syllables = ["ka", "lo", "mi", "ru", "sen", "tor", "va", "quin", "bel", "dra", "fe", "gol"];
  let word = "";
  for (let n = index + 7; n > 0; n = Math.floor(n / syllables.length)) {
    word += syllables[n % syllables.length];
  }
  return word;
}

function sentence(random: () => number, rareCount: number): string {
  const words = Array.from({ length: 8 + Math.floor(random() * 10) }, () =>
    random() < 0.7
      ? COMMON[Math.floor(random() * COMMON.length)]
      : rareWord(Math.floor(random() ** 2 * rareCount)),
  );
  const text = words.join(" ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

function pageHtml(index: number, random: () => number, rareCount: number): string {
  const paragraphs = (count: number) =>
    Array.from(
      { length: count },
      () => `<p>${sentence(random, rareCount)} ${sentence(random, rareCount)}</p>`,
    ).join("");
  const faq = Array.from({ length: 3 }, (_, n) => {
    const question = `${sentence(random, rareCount).slice(0, -1)}?`;
    return `<h3 id="faq--q${n}">${question}</h3><div>${paragraphs(1)}</div>`;
  }).join("");
  return `<!doctype html><html lang="en"><head><title>Page ${index}</title></head><body>
<header><a href="/">Domain Chronicle</a><a href="/blogs">Blogs</a></header>
<main><article data-search-body data-search-meta="kind:Blog post">
<h1 id="t">Page ${index}: ${sentence(random, rareCount).slice(0, -1)}</h1>${paragraphs(4)}
<h2 id="s1">${sentence(random, rareCount).slice(0, -1)}</h2>${paragraphs(4)}
<aside data-search-ignore><a href="https://shop.example/">A product card</a></aside>
<h2 id="s2">${sentence(random, rareCount).slice(0, -1)}</h2>${paragraphs(3)}${faq}
</article></main><footer>Affiliate · Privacy Policy · © 2024</footer></body></html>`;
}

/** Writes `count` pages as `<dir>/posts/<n>/index.html`; returns the bytes written. */
export async function generatePages(dir: string, count: number): Promise<number> {
  const random = seeded(14);
  const rareCount = count * 8;
  let bytes = 0;
  for (let index = 0; index < count; index++) {
    const folder = path.join(dir, "posts", String(index));
    await mkdir(folder, { recursive: true });
    const html = pageHtml(index, random, rareCount);
    bytes += Buffer.byteLength(html);
    await writeFile(path.join(folder, "index.html"), html);
  }
  return bytes;
}
