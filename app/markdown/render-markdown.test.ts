import { expect, test } from "vitest";
import { renderMarkdown } from "./render-markdown.ts";
import { sanitize } from "./sanitize.server.ts";

test("headings get slug ids, unique within one map, even ids that name document properties", () => {
  const seen = new Map<string, number>();
  expect(renderMarkdown("## Title\n\n## Cookie\n\n## Title", sanitize, seen)).toBe(
    '<h2 id="title">Title</h2>\n<h2 id="cookie">Cookie</h2>\n<h2 id="title-1">Title</h2>\n',
  );
  expect(renderMarkdown("## Title", sanitize, seen)).toBe('<h2 id="title-2">Title</h2>\n');
});

test("ids and names that could clobber document properties are removed from other elements", () => {
  const html = renderMarkdown(
    '<img name="cookie" src="a.png"> <a id="location" href="/x">x</a> <span id="ok-id">y</span>',
    sanitize,
  );
  expect(html).not.toMatch(/name="cookie"|id="location"/);
  expect(html).toContain('id="ok-id"');
});

test("script URLs are removed whatever their case or entity encoding", () => {
  const html = renderMarkdown(
    '[a](JaVaScRiPt:alert(1)) <a href="&#106;avascript:alert(1)">b</a> <a href="jav&#x09;ascript:alert(1)">c</a> <a href="data:text/html,x">d</a>',
    sanitize,
  );
  expect(html).not.toMatch(/javascript|data:/i);
});

test("a table sits in a focusable scroll region, so keyboard users can scroll a wide one", () => {
  const html = renderMarkdown("| a | b |\n|---|---|\n| 1 | 2 |\n", (x) => x);
  expect(html).toMatch(
    /^<div class="table-scroll" tabindex="0" role="region" aria-label="Table"><table>/,
  );
  expect(html.trim()).toMatch(/<\/table><\/div>$/);
});

test("a code block can take keyboard focus, so a long line can be scrolled by keyboard", () => {
  expect(renderMarkdown("```js\nconst x = 1;\n```", sanitize)).toBe(
    '<pre tabindex="0"><code class="language-js">const x = 1;\n</code></pre>\n',
  );
  // A raw <pre> that already says how it takes focus keeps its own tabindex.
  expect(renderMarkdown('<pre tabindex="-1">x</pre>', sanitize)).toBe('<pre tabindex="-1">x</pre>');
});

test("the table's scroll region survives sanitizing", () => {
  const html = renderMarkdown("| a |\n|---|\n| 1 |\n", sanitize);
  expect(html).toContain(
    '<div class="table-scroll" tabindex="0" role="region" aria-label="Table"><table>',
  );
});

test("a task list item shows a disabled checkbox named Done, checked when the author wrote [x]", () => {
  const html = renderMarkdown("- [x] bought the name\n- [ ] built the site\n", sanitize);
  expect(html).toContain(
    '<li><input type="checkbox" disabled="" checked="" aria-label="Done"> bought the name</li>',
  );
  expect(html).toContain(
    '<li><input type="checkbox" disabled="" aria-label="Done"> built the site</li>',
  );
});

test("raw HTML inputs other than a checkbox are removed, and a raw checkbox cannot be enabled", () => {
  const html = renderMarkdown(
    '<input type="text" name="q" value="x"> <input type="checkbox" onclick="alert(1)" name="c" form="f">',
    sanitize,
  );
  expect(html).not.toMatch(/type="text"|onclick|name=|form=/);
  expect(html).toContain('<input type="checkbox" disabled="">');
});

test('a raw link with target="_blank" keeps it and gets rel="noopener noreferrer"; other targets go', () => {
  const html = renderMarkdown(
    '<a href="https://a.example" target="_blank">a</a> <a href="/b" target="_top">b</a>',
    sanitize,
  );
  expect(html).toContain(
    '<a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a>',
  );
  expect(html).toContain('<a href="/b">b</a>');
});

test("a data: URL survives as an image source (inert) but never as a link", () => {
  const html = renderMarkdown(
    '![dot](data:image/png;base64,iVBORw0KGgo=) [x](data:text/html,hi) <a href="data:image/png;base64,AA">y</a>',
    sanitize,
  );
  expect(html).toContain('<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot">');
  expect(html).not.toMatch(/href="data:/);
});
