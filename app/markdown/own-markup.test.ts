import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";
import { expect, test } from "vitest";
import { parsePageContent } from "#app/analysis/index.ts";
import { sanitizeOwnMarkup } from "./own-markup.ts";
import { renderMarkdown, type Sanitize } from "./render-markdown.ts";
import { OWN_MARKUP_POLICY as policy } from "./own-markup-policy.ts";
import { createSanitize } from "./sanitize-config.ts";

const { window } = new JSDOM("");
const purify = createDOMPurify(window);
const full = createSanitize(purify, window.document);

/** Every HTML string the page pipeline asks to sanitize with the fast path, for `markdown`. */
function ownMarkupOf(markdown: string): string[] {
  const seen: string[] = [];
  const sanitize: Sanitize = Object.assign((html: string) => html, {
    ownMarkup: (html: string) => (seen.push(html), html),
  });
  const renderer = (text: Parameters<typeof renderMarkdown>[0], slugs?: Map<string, number>) =>
    renderMarkdown(text, sanitize, slugs);
  parsePageContent(markdown, "post", { renderMarkdown: renderer, baseUrl: "https://x.example" });
  return seen;
}

const fixtures = new URL("../analysis/fixtures/", import.meta.url);
const { tests: spec } = createRequire(import.meta.url)("commonmark-spec") as {
  tests: { markdown: string }[];
};
const corpus = [
  ...readdirSync(fixtures)
    .filter((name) => name.endsWith(".md"))
    .map((name) => readFileSync(new URL(name, fixtures), "utf8")),
  ...readdirSync("content", { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".md"))
    .map((name) => readFileSync(`content/${name}`, "utf8")),
  ...spec.map((example) => example.markdown),
  '[a](JaVaScRiPt:alert(1)) [b](data:text/html,x) ![c](data:image/png;base64,AA) [d](/x "t")',
  "## cookie\n\n## location\n\nText[^location] and [^1].\n\n[^location]: Note.\n[^1]: One.\n",
  "- [x] done\n- [ ] \"quoted\" & 'single'\u00a0nbsp\n\n| a | b |\n|:-|-:|\n| `<b>` | x |\n",
  "[link with a note[^1]](/x)\n\n[^1]: n\n",
];

test("the fast path prints exactly what DOMPurify prints, for every HTML it accepts", () => {
  let accepted = 0;
  let refused = 0;
  for (const markdown of corpus) {
    for (const html of ownMarkupOf(markdown)) {
      const fast = sanitizeOwnMarkup(html, policy);
      if (fast === undefined) refused++;
      else {
        accepted++;
        expect(fast, html).toBe(full(html));
      }
    }
  }
  // Most markdown has no raw HTML: the fast path must take nearly all of it.
  expect(accepted).toBeGreaterThan(600);
  expect(refused).toBeLessThan(accepted / 10);
}, 60_000);

test("HTML of a shape the fast path does not know goes the full way", () => {
  for (const html of [
    "<p>a &copy; b</p>",
    "<b>raw</b>",
    "<p>x<!-- c --></p>",
    '<a href="/a"><a href="/b">b</a></a>',
    "<p><div>x</div></p>",
    "<table>text<tr><td>x</td></tr></table>",
    "<p>unclosed",
    "<ul><li>a<li>b</li></li></ul>",
    "<table><tr><td>x</td></tr></table>",
    "<pre>\nx</pre>",
    "<p>a\rb</p>",
    "<p>a\0b</p>",
    '<a title=" padded">a</a>',
    "<p>x</p\u00a0>\n",
    ' \f="x"<br>',
    "<table><tbody><tr>\n\u000b<td>x</td></tr></tbody></table>",
    '<p><a\u00a0href="/x">a</a></p>',
    '<p><a href="/x"\u2003title="t">a</a></p>',
    // DOMPurify puts back an empty `is` it removed, and removes values holding an end tag.
    '<p is="x">a</p>',
    '<p title="&lt;/script&gt;">a</p>',
  ])
    expect(sanitizeOwnMarkup(html, policy), html).toBeUndefined();
});

test("shapes the HTML tree builder rebuilds go the full way (each differed before)", () => {
  for (const html of [
    // Foster parenting: what a table, its sections and rows may not hold goes before the table.
    "<table><strong> </strong></table>",
    "<table><code></code></table>",
    '<table><input type="checkbox" disabled=""></table>',
    "<table><thead><tr><th>a</th></tr></thead><p>x</p></table>",
    "<table><tbody><tr><td>x</td></tr><sup>a</sup></tbody></table>",
    "<table><tbody><tr><td>x</td><br></tr></tbody></table>",
    "<table><tbody><tr><td>x</td><em>y</em></tr></tbody></table>",
    // A table in a table closes the first one.
    "<table><table></table></table>",
    // A block closes the paragraph it is in, from inside emphasis or a link too.
    "<p><em>a<ul><li>x</li></ul></em></p>",
    '<p><strong><a href="/x">x</a><div>y</div></strong></p>',
    "<p><del><pre>x</pre></del></p>",
    "<p><em><hr></em></p>",
    "<p><em><h2>x</h2></em></p>",
    "<ul><li><p><em><p>x</p></em></p></li></ul>",
  ]) {
    expect(sanitizeOwnMarkup(html, policy), html).toBeUndefined();
    expect(full(html), html).not.toBe(html);
  }
});

test("the shapes marked prints, tables and lists in cells included, are still answered", () => {
  for (const html of [
    '<table>\n<thead>\n<tr>\n<th align="left">a</th>\n</tr>\n</thead>\n<tbody><tr>\n<td><p>x</p></td>\n</tr></tbody></table>\n',
    "<table><tbody><tr><td><table><tbody><tr><td>x</td></tr></tbody></table></td></tr></tbody></table>",
    "<ul>\n<li><p><em>a</em></p><ul><li>b</li></ul></li>\n</ul>",
    "<blockquote><div><em><strong>x</strong></em></div></blockquote>",
  ])
    expect(sanitizeOwnMarkup(html, policy), html).toBe(full(html));
});

test("the fast path applies the policy to URLs, ids, targets and checkboxes", () => {
  // A handler, and an id that reads like a property name, are DOMPurify's to decide.
  expect(sanitizeOwnMarkup('<p onclick="x()">a</p>', policy)).toBeUndefined();
  expect(sanitizeOwnMarkup('<ol><li id="cookie">x</li></ol>', policy)).toBeUndefined();
  expect(full('<ol><li id="cookie">x</li></ol>')).toBe("<ol><li>x</li></ol>");
  expect(sanitizeOwnMarkup('<p><a href="javascript:alert(1)">a</a></p>', policy)).toBe(
    "<p><a>a</a></p>",
  );
  expect(sanitizeOwnMarkup('<p><img src="data:image/png;base64,AA" alt="x"></p>', policy)).toBe(
    '<p><img src="data:image/png;base64,AA" alt="x"></p>',
  );
  expect(sanitizeOwnMarkup('<ol><li id="fn-1">x</li></ol><h2 id="cookie">y</h2>', policy)).toBe(
    '<ol><li id="fn-1">x</li></ol><h2 id="cookie">y</h2>',
  );
  expect(sanitizeOwnMarkup('<a href="https://a.example" target="_top">a</a>', policy)).toBe(
    '<a href="https://a.example">a</a>',
  );
  expect(sanitizeOwnMarkup('<a href="https://a.example" target="_blank">a</a>', policy)).toBe(
    '<a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a>',
  );
});

test("HTML without a tag comes back as it is, as DOMPurify returns it", () => {
  for (const html of ["\n\u00a0", "a &copy; b", "x\r\0y", "", "1 > 0"])
    expect(sanitizeOwnMarkup(html, policy), JSON.stringify(html)).toBe(full(html));
});
