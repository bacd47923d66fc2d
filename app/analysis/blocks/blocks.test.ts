import { describe, expect, test } from "vitest";
import { scanBlocks } from "./blocks.ts";
import { readFixture } from "#app/analysis/fixtures/read-fixture.ts";

describe("scanBlocks", () => {
  const markdown = readFixture("blocks-all.md");
  const scan = scanBlocks(markdown);

  test("finds each known block by its case-insensitive opening word, in file order", () => {
    expect(scan.blocks.map((block) => block.name)).toEqual(["META", "PRODUCTS", "DATA"]);
  });

  test("a block's body starts right after its opening word, at its offset in the file", () => {
    const meta = scan.blocks[0];
    expect(meta?.body.trim()).toBe('{ "title": "All blocks" }');
    expect(markdown.slice(meta?.bodyOffset ?? 0).startsWith("\n{")).toBe(true);
    expect(markdown.slice(meta?.start, meta?.end)).toMatch(/^<!-- META[\s\S]*-->$/);
  });

  test("markers: INSERT PRODUCT with and without a number, INSERT FAQ in any case", () => {
    expect(
      scan.markers.map((marker) =>
        marker.kind === "product" ? `product:${marker.number ?? "next"}` : "faq",
      ),
    ).toEqual(["product:next", "product:1", "faq"]);
  });

  test("comments inside fenced code are example text, not blocks or markers", () => {
    const fenced = markdown.indexOf("```markdown");
    expect(
      scan.comments.every(
        (comment) => comment.start < fenced || comment.start > markdown.lastIndexOf("```"),
      ),
    ).toBe(true);
  });

  test("every comment outside code is listed for removal, plain notes included", () => {
    const note = markdown.indexOf("<!-- just a note");
    expect(scan.comments.some((comment) => comment.start === note)).toBe(true);
  });

  test("an unknown upper-case block word and a malformed marker are reported with their offsets", () => {
    expect(scan.problems).toEqual([
      {
        severity: "warning",
        message: 'unknown block "TODO": ignored',
        offset: markdown.indexOf("<!-- TODO"),
      },
      {
        severity: "warning",
        message: 'unknown marker "INSERT PICTURE": ignored',
        offset: markdown.indexOf("<!-- INSERT PICTURE"),
      },
      {
        severity: "error",
        message: 'INSERT PRODUCT needs a product number from 1, got "two"',
        offset: markdown.indexOf("<!-- INSERT PRODUCT two"),
      },
    ]);
  });

  test("a comment that is never closed hides the rest of the file and is an error", () => {
    const text = readFixture("unclosed-comment.md");
    const result = scanBlocks(text);
    expect(result.blocks).toEqual([]);
    expect(result.comments).toEqual([{ start: text.indexOf("<!-- FAQ"), end: text.length }]);
    expect(result.problems[0]?.severity).toBe("error");
  });

  test("markers in one HTML block cut it where they stand; the HTML around them is kept", () => {
    const text = '<div class="x">\n<!-- INSERT PRODUCT --><!-- note --><!-- INSERT FAQ --></div>\n';
    const flow = scanBlocks(text).flow.map((item) =>
      item.kind === "marker" ? item.marker.kind : (item.token as { text: string }).text,
    );
    expect(flow).toEqual(['<div class="x">\n', "product", "faq", "</div>\n"]);
  });

  test("{{key}} in text and links is found at its offset; in code, META and DATA it is not", () => {
    const text = "<!-- DATA\nx={{a}}\n-->\n`{{b}}` {{c}} [l]({{d}})\n\n    {{e}}\n";
    expect(scanBlocks(text).placeholders).toEqual([
      { key: "c", offset: text.indexOf("{{c}}") },
      { key: "d", offset: text.indexOf("{{d}}") },
    ]);
  });
});
