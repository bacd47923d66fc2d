import { expect, test } from "vitest";
import { htmlToText } from "./plain-text.ts";

test("inline tags go, their text stays", () => {
  expect(htmlToText('<p>Use <strong>escrow</strong>, <a href="/x">always</a>.</p>')).toBe(
    "Use escrow, always.",
  );
});

test("paragraphs and list items become lines", () => {
  expect(htmlToText("<p>One</p>\n<ul>\n<li>Two</li>\n<li>Three<br>Four</li>\n</ul>")).toBe(
    "One\nTwo\nThree\nFour",
  );
});

test("entities are decoded once, so escaped markup stays text", () => {
  expect(
    htmlToText(
      "<p>Fees &amp; costs &lt;script&gt; &quot;5%&quot; &#39;x&#39; &#x1F680;&nbsp;go</p>",
    ),
  ).toBe(`Fees & costs <script> "5%" 'x' 🚀 go`);
  expect(htmlToText("&amp;lt;")).toBe("&lt;");
});

test("unknown entities and runs of spaces are handled", () => {
  expect(htmlToText("a &bogus; b   \t c")).toBe("a &bogus; b c");
});
