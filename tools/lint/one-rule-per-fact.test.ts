/**
 * Facts decided in one module (decision 062), checked in the source: no other file of app/,
 * server/ or tools/ escapes or decodes HTML character references by hand, or decides by itself
 * whether a date is a real day. Each pattern below is how such a hand-made rule was written.
 */
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { listSourceFiles } from "./import-graph.ts";

const sources = listSourceFiles(".").filter((file) => !/\.test\.tsx?$|\/fixtures\//.test(file));

function filesMatching(pattern: RegExp, owners: readonly string[]): string[] {
  return sources.filter(
    (file) => !owners.includes(file) && pattern.test(readFileSync(file, "utf8")),
  );
}

test("HTML is escaped and decoded by app/markdown/html-entities.ts alone", () => {
  // A reference written as a string or pattern to replace (`"&amp;"`, `/&quot;/g`, `&#${…};`).
  const handMade = /["'`/]&(?:amp|lt|gt|quot|apos|#x27|#39);["'`/]|&#\$\{/;
  // The sanitizer's fast path prints exactly what the DOM serializer prints (decision 063):
  // another fact, measured against DOMPurify by its fuzz test.
  const owners = ["app/markdown/html-entities.ts", "app/markdown/own-markup.ts"];
  expect(filesMatching(handMade, owners)).toEqual([]);
});

test("whether a date is a real day is decided by app/content/folder/days.ts alone", () => {
  // A day rolled over by Date.UTC and compared back, or a loose Date.parse of a written day.
  const handMade = /getUTC(?:Date|Month)\(\)\s*===|Date\.parse\(`\$\{\w+\} UTC`\)/;
  expect(filesMatching(handMade, ["app/content/folder/days.ts"])).toEqual([]);
});
