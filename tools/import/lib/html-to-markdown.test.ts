import { expect, test } from "vitest";
import { htmlToMarkdown, type HtmlProblem } from "./html-to-markdown.ts";

test("tables, fenced code with its language, plain <pre> and nested lists become GFM", () => {
  const markdown = htmlToMarkdown(
    '<table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table><pre><code class="language-js">a();</code></pre><pre>plain\n  text</pre><ul><li>a<ol><li>b</li></ol></li></ul>',
  );
  expect(markdown).toBe(
    "| A |\n| --- |\n| 1 |\n\n```js\na();\n```\n\n```\nplain\n  text\n```\n\n-   a\n    1.  b",
  );
});

test("line breaks written as <br> inside preformatted text stay line breaks", () => {
  expect(
    htmlToMarkdown('<pre class="wp-block-preformatted">Two roads<br>diverged<br/>in a wood</pre>'),
  ).toBe("```\nTwo roads\ndiverged\nin a wood\n```");
});

test("a figure keeps its caption, which also describes an image without alt text", () => {
  expect(
    htmlToMarkdown('<figure><img src="a.jpg"><figcaption>A <em>bell</em></figcaption></figure>'),
  ).toBe("<figure>\n\n![A bell](a.jpg)\n\n<figcaption>A bell</figcaption>\n</figure>");
});

test("media become links; scripts and forms are removed and reported", () => {
  const problems: HtmlProblem[] = [];
  const markdown = htmlToMarkdown(
    '<iframe src="https://www.youtube.com/embed/x"></iframe><script>alert(1)</script><form><input></form>',
    problems,
  );
  expect(markdown).toBe("[Video (www.youtube.com)](https://www.youtube.com/embed/x)");
  expect(problems.map((problem) => problem.message)).toEqual([
    "<script> removed: the site never runs or shows it",
    "<input> removed: the site never runs or shows it",
    "<form> removed: the site never runs or shows it",
  ]);
});
