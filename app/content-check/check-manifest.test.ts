import { expect, test } from "vitest";
import { checkManifest } from "./check-manifest.ts";

const FILE = "content/content-manifest.json";

function lines(...rows: string[]): string {
  return rows.join("\n");
}

function summary(text: string): string[] {
  return checkManifest(text, FILE).findings.map(
    (f) => `${f.line}:${f.column} ${f.severity} ${f.message}`,
  );
}

test("a manifest that is not JSON is one error at the place JSON.parse stopped", () => {
  const text = lines(
    "[",
    '  { "type": "blog", "status": "done", "url": "/a", "title": "A" }',
    '  { "type": "blog" }',
    "]",
  );
  expect(summary(text)).toEqual([
    "3:3 error the manifest is not JSON: Expected ',' or ']' after array element",
  ]);
});

test("an unknown type is reported on the entry's type field", () => {
  const text = lines(
    "[",
    '  { "type": "article", "status": "done", "url": "/a", "title": "A" }',
    "]",
  );
  expect(summary(text)).toEqual([
    '2:5 error skipped manifest entry /a: type: Invalid type: Expected ("blog" | "review" | "superfaq" | "salepage") but received "article"',
  ]);
});

test("an unknown status in a multi-line entry is reported on its own line", () => {
  const text = lines(
    "[",
    "  {",
    '    "type": "blog",',
    '    "status": "live",',
    '    "url": "/a",',
    '    "title": "A"',
    "  }",
    "]",
  );
  expect(summary(text)).toEqual([
    '4:5 error skipped manifest entry /a: status: Invalid type: Expected ("staging" | "done" | "open" | "review") but received "live"',
  ]);
});

test("a missing url is reported at the start of the entry", () => {
  const text = lines("[", '  { "type": "blog", "status": "done", "title": "A" }', "]");
  expect(summary(text)).toEqual([
    '2:3 error skipped manifest entry #1: url: Invalid key: Expected "url" but received undefined',
  ]);
});

test("a duplicate url and a fixed-route clash are reported on the url", () => {
  const text = lines(
    "[",
    '  { "type": "blog", "status": "done", "url": "/a", "title": "A" },',
    '  { "type": "blog", "status": "done", "url": "/a/", "title": "A again" },',
    '  { "type": "review", "status": "done", "url": "/reviews", "title": "R" }',
    "]",
  );
  expect(summary(text)).toEqual([
    "3:39 error skipped manifest entry /a: another entry has the same url",
    "4:41 error skipped manifest entry /reviews: it is the fixed route /reviews",
  ]);
});

test("usable entries come back with the place of their url", () => {
  const text = lines(
    "[",
    '  { "type": "blog", "status": "x", "url": "/a", "title": "A" },',
    '  { "type": "blog", "status": "done", "url": "/b", "title": "B" }',
    "]",
  );
  const { entries } = checkManifest(text, FILE);
  expect(entries).toEqual([
    { entry: { type: "blog", status: "done", url: "/b", title: "B" }, line: 3, column: 39 },
  ]);
});

test("a manifest that is not an array is one error", () => {
  expect(summary('{ "type": "blog" }')).toEqual(["1:1 error the manifest is not a JSON array"]);
});

test("a publishAt without an offset, or no real date-time, is an error on its own line", () => {
  const text = lines(
    "[",
    "  {",
    '    "type": "blog",',
    '    "status": "done",',
    '    "url": "/monday",',
    '    "title": "Monday",',
    '    "publishAt": "2026-12-07T09:00:00"',
    "  },",
    '  { "type": "blog", "status": "staging", "url": "/b", "title": "B", "publishAt": "2026-02-30T09:00:00Z" },',
    '  { "type": "blog", "status": "done", "url": "/c", "title": "C", "publishAt": "2026-12-07T09:00:00+01:00" }',
    "]",
  );
  expect(summary(text)).toEqual([
    '7:5 error skipped manifest entry /monday: publishAt: "2026-12-07T09:00:00" has no offset: add Z (UTC) or the offset it is meant in, such as 2026-12-24T09:00:00+01:00',
    '9:69 error skipped manifest entry /b: publishAt: "2026-02-30T09:00:00Z" is not a real date-time',
  ]);
});
