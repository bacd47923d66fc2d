import { expect, test } from "vitest";
import { escapeXml, xmlElement } from "./xml.ts";

test("markup characters become entities", () => {
  expect(escapeXml(`Tom & Jerry <b>"quoted"</b> it's`)).toBe(
    "Tom &amp; Jerry &lt;b&gt;&quot;quoted&quot;&lt;/b&gt; it&apos;s",
  );
});

test("emoji and other non-ASCII text pass through unchanged", () => {
  expect(escapeXml("Domains 🚀 für Café")).toBe("Domains 🚀 für Café");
});

test("characters XML forbids are dropped, tabs and newlines kept", () => {
  expect(escapeXml("a\u0000b\u0007c\td\ne\uFFFF")).toBe("abc\td\ne");
  expect(escapeXml("lone \uD83D surrogate")).toBe("lone  surrogate");
});

test("an element is written only when it has text", () => {
  expect(xmlElement("title", "A & B")).toBe("<title>A &amp; B</title>");
  expect(xmlElement("title", "")).toBe("");
  expect(xmlElement("title", undefined)).toBe("");
});
