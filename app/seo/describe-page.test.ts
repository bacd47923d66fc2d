import { expect, test } from "vitest";
import { cutAtWord, describePage, DESCRIPTION_LENGTH } from "./describe-page.ts";

const text = (html: string) => ({ kind: "text" as const, html });

test("a page without a description is described by its DATA summary first", () => {
  expect(
    describePage({ data: { summary: " Short names sell. " }, parts: [text("<p>Body</p>")] }),
  ).toBe("Short names sell.");
});

test("without a summary, the first paragraph is the description, as plain text", () => {
  const parts = [
    text(
      '<h2 id="a">Heading</h2>\n<p>Why <strong>short</strong> names &amp; brands\nsell.</p><p>Second.</p>',
    ),
  ];
  expect(describePage({ data: {}, parts })).toBe("Why short names & brands sell.");
});

test("a long first paragraph is cut at a word to about 155 characters", () => {
  const long = "Premium domains ".repeat(20).trim();
  const description = describePage({ data: {}, parts: [text(`<p>${long}</p>`)] });
  expect(description.length).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
  expect(description).toMatch(/^Premium domains .* (Premium|domains)…$/);
  expect(long.startsWith(description.slice(0, -1))).toBe(true);
});

test("a page with no paragraph has no description", () => {
  expect(describePage({ data: {}, parts: [{ kind: "grid" }, text("<ul><li>x</li></ul>")] })).toBe(
    "",
  );
});

test("one long word is cut where it must be", () => {
  expect(cutAtWord("a".repeat(200), 10)).toBe(`${"a".repeat(9)}…`);
  expect(cutAtWord("fits", 10)).toBe("fits");
});
