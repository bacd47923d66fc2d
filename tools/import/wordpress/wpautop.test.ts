import { expect, test } from "vitest";
import { wpautop } from "./wpautop.ts";

test("a blank line ends a paragraph and a single line break is a <br>", () => {
  expect(wpautop("One\ntwo\n\nThree")).toBe("<p>One<br />\ntwo</p>\n\n<p>Three</p>");
});

test("block-level HTML is left alone, and text before it on the same chunk is its own paragraph", () => {
  expect(wpautop("Intro\n<ul>\n<li>a</li>\n</ul>")).toBe("<p>Intro</p>\n\n<ul>\n<li>a</li>\n</ul>");
});

test("<pre> keeps its blank lines and line breaks", () => {
  expect(wpautop("Code:\n\n<pre>a\n\nb</pre>\n\nAfter")).toBe(
    "<p>Code:</p>\n\n<pre>a\n\nb</pre>\n\n<p>After</p>",
  );
});
