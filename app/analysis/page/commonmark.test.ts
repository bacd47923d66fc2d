/**
 * The CommonMark 0.31 spec examples as post bodies, through the page pipeline (one lex, segments,
 * placeholders, sanitizer), against marked's own output for the same text. The page may differ
 * only where the sanitizer means to (listed below); anything else is content the pipeline broke.
 */
import { createRequire } from "node:module";
import { JSDOM } from "jsdom";
import { Marked } from "marked";
import { expect, test } from "vitest";
import { markdownExtensions, renderMarkdown } from "#app/markdown/index.ts";
import { sanitize } from "#app/markdown/index.server.ts";
import { parsePageContent, type PageContent } from "./page-content.ts";

interface Example {
  markdown: string;
  number: number;
  section: string;
}
const { tests: examples } = createRequire(import.meta.url)("commonmark-spec") as {
  tests: Example[];
};

/**
 * Where the page differs from marked on purpose, by spec example number. Everything but front
 * matter is the raw-HTML policy of app/markdown/sanitize-config.ts.
 */
export const INTENDED_EXCEPTIONS: { why: string; examples: number[] }[] = [
  {
    why: "a file that opens with a `---` line and has another is YAML front matter, not rules or a heading",
    examples: [96, 98],
  },
  {
    why: "a heading never skips a level below the one before it (### first under the h1 title is shifted to h2, ## then #### shown as h3: heading-levels.ts)",
    examples: [68, 72, 73, 74, 76, 79, 646, 647],
  },
  {
    why: "comments are never shown: the engine removes them (blocks, markers, notes), as does the sanitizer",
    examples: [177, 179, 183, 308, 309, 625, 626],
  },
  {
    why: "processing instructions, declarations and CDATA parse as comments in the DOM: removed",
    examples: [180, 182, 627, 628, 629],
  },
  {
    why: "script, style and textarea are removed with their content: nothing that runs or takes input",
    examples: [170, 171, 172, 173, 176, 178],
  },
  {
    why: "elements HTML does not define (<foo>, <Warning>, <bar>, <responsive-image>) are removed, their text kept",
    examples: [150, 163, 201, 491, 524, 536, 613, 614, 615, 617],
  },
  {
    why: "attributes HTML does not define for the element (language, foo, bam, _boolean) are removed",
    examples: [169, 616],
  },
  {
    why: "DOMPurify trims attribute values: a multi-line link title loses its outer line breaks",
    examples: [196],
  },
  {
    why: "only http(s), mailto, tel, sms and relative URLs survive: not irc:, made-up schemes, foo):",
    examples: [500, 596, 598, 599, 601],
  },
];

const context = {
  renderMarkdown: (markdown: Parameters<typeof renderMarkdown>[0], slugs?: Map<string, number>) =>
    renderMarkdown(markdown, sanitize, slugs),
  baseUrl: "https://example.com",
};
const { window } = new JSDOM("");

/**
 * Serialised through one DOM, minus what the site adds on purpose (heading ids, table region,
 * focusable code blocks).
 */
function normalize(html: string): string {
  const body = window.document.createElement("body");
  body.innerHTML = html;
  for (const region of body.querySelectorAll("div.table-scroll"))
    region.replaceWith(...region.childNodes);
  for (const heading of body.querySelectorAll("h1,h2,h3,h4,h5,h6")) heading.removeAttribute("id");
  for (const pre of body.querySelectorAll("pre")) pre.removeAttribute("tabindex");
  return body.innerHTML.replace(/>\s+</g, "><").trim();
}

function pageHtml(markdown: string): string {
  const content = parsePageContent(markdown, "post", context);
  const text = content.parts.map((part) => (part.kind === "text" ? part.html : "")).join("");
  return leadingTitle(content) + text;
}

function markedHtml(markdown: string): string {
  return new Marked(...markdownExtensions()).parse(markdown, { async: false });
}

test("every CommonMark spec example renders on a page as marked renders it, but for the listed exceptions", () => {
  const differing = examples.filter(
    (example) => normalize(pageHtml(example.markdown)) !== normalize(markedHtml(example.markdown)),
  );
  const numbers = differing.map((example) => example.number);
  const intended = INTENDED_EXCEPTIONS.flatMap((group) => group.examples);
  expect(numbers).toEqual(intended.sort((a, b) => a - b));
  // The figure quoted in docs/authoring.md.
  expect(examples.length - numbers.length).toBe(606);
  expect(examples).toHaveLength(652);
}, 60_000); // 652 documents through marked and DOMPurify: seconds on a busy 2-core CI machine

/** A leading `# Title` of the text, which the post header shows (its other lines are not text). */
function leadingTitle(content: PageContent): string {
  return /^<h1 id="[^"]*">[\s\S]*?<\/h1>\n/.exec(content.headerHtml ?? "")?.[0] ?? "";
}
