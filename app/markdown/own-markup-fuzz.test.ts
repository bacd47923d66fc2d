/**
 * Differential fuzz test of the sanitizer's fast path (own-markup.ts) against DOMPurify: seeded
 * random markdown rendered the way pages are (with `go:` links), that HTML with random edits, and
 * random trees of the tags marked prints, nested as the HTML parser would rebuild them (tables
 * with stray content, blocks in paragraphs, misnesting); wherever the fast path does not
 * decline, its output must be DOMPurify's, byte for byte.
 * `npm run fuzz:sanitizer` runs it larger (FUZZ_RUNS, FUZZ_SEED).
 */
import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";
import { expect, test } from "vitest";
import { goLinkRenderer } from "#app/affiliate/index.ts";
import { parseLinkRegistry } from "#app/affiliate/index.ts";
import {
  mutateHtml,
  randomHtml,
  randomMarkdown,
  seededRandom,
} from "#tests/support/fuzz-markdown.ts";
import { sanitizeOwnMarkup } from "./own-markup.ts";
import { renderMarkdown, type Sanitize } from "./render-markdown.ts";
import { OWN_MARKUP_POLICY as policy } from "./own-markup-policy.ts";
import { createSanitize } from "./sanitize-config.ts";

const { window } = new JSDOM("");
const purify = createDOMPurify(window);
const full = createSanitize(purify, window.document);
const renderLink = goLinkRenderer(
  parseLinkRegistry(JSON.stringify([{ slug: "namecheap", url: "https://a.example/?aff=1" }])),
);

function whole(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === "") return fallback;
  if (!/^\d+$/.test(text)) throw new Error(`${name} must be a whole number, not "${text}"`);
  return Number(text);
}

const runs = whole("FUZZ_RUNS", 500);
const seed = whole("FUZZ_SEED", 20261125);

/** The HTML the page pipeline hands the fast path for `markdown` (none when it has raw HTML). */
function fastPathInputs(markdown: string): string[] {
  const seen: string[] = [];
  const capture: Sanitize = Object.assign((html: string) => html, {
    ownMarkup: (html: string) => (seen.push(html), html),
  });
  renderMarkdown(markdown, capture, undefined, { renderLink });
  return seen;
}

test(
  `the fast path equals DOMPurify on ${runs} random documents, their edits and HTML trees (seed ${seed})`,
  () => {
    const random = seededRandom(seed);
    const accepted = { markdown: 0, trees: 0 };
    const check = (run: number, html: string, kind: keyof typeof accepted) => {
      const fast = sanitizeOwnMarkup(html, policy);
      if (fast === undefined) return;
      accepted[kind]++;
      expect(fast, `run ${run} of seed ${seed}: ${JSON.stringify(html)}`).toBe(full(html));
    };
    let checked = 0;
    for (let run = 0; run < runs; run++) {
      for (const rendered of fastPathInputs(randomMarkdown(random))) {
        checked += 2;
        check(run, rendered, "markdown");
        check(run, mutateHtml(random, rendered), "markdown");
      }
      check(run, randomHtml(random), "trees");
    }
    // The generators must reach the fast path, or the test proves nothing.
    expect(accepted.markdown).toBeGreaterThan(checked / 3);
    expect(accepted.trees).toBeGreaterThan(runs / 10);
  },
  60_000 + runs * 50,
);
