import { expect, test } from "vitest";
import type { ManifestEntry } from "#app/content/index.ts";
import { appendManifestEntry, prependManifestEntry } from "./manifest-append.ts";

const entry: ManifestEntry = {
  type: "blog",
  status: "staging",
  url: "/insights/new",
  title: "New",
};

test("a one-line-per-entry manifest gets one more line in the same style", () => {
  const text = '[\n  { "type": "blog", "status": "done", "url": "/a", "title": "A" }\n]\n';
  expect(appendManifestEntry(text, entry)).toBe(
    '[\n  { "type": "blog", "status": "done", "url": "/a", "title": "A" },\n' +
      '  { "type": "blog", "status": "staging", "url": "/insights/new", "title": "New" }\n]\n',
  );
});

test("a 2-space JSON manifest stays exactly what JSON.stringify would write", () => {
  const before = [{ type: "review", status: "done", url: "/reviews/a", title: "A" }];
  const text = `${JSON.stringify(before, null, 2)}\n`;
  expect(appendManifestEntry(text, entry)).toBe(`${JSON.stringify([...before, entry], null, 2)}\n`);
});

test("an empty manifest gets its first entry", () => {
  expect(appendManifestEntry("[]\n", entry)).toBe(`${JSON.stringify([entry], null, 2)}\n`);
});

test("a manifest that is not JSON is refused, not overwritten", () => {
  expect(() => appendManifestEntry("[{]", entry)).toThrow(/the manifest is not JSON/);
});

test("npm run new's entry goes first, in the style of the entry it precedes", () => {
  const text = '[\n  { "type": "blog", "status": "done", "url": "/a", "title": "A" }\n]\n';
  expect(prependManifestEntry(text, entry)).toBe(
    '[\n  { "type": "blog", "status": "staging", "url": "/insights/new", "title": "New" },\n' +
      '  { "type": "blog", "status": "done", "url": "/a", "title": "A" }\n]\n',
  );
  const before = [{ type: "review", status: "done", url: "/reviews/a", title: "A" }];
  const pretty = `${JSON.stringify(before, null, 2)}\n`;
  expect(prependManifestEntry(pretty, entry)).toBe(
    `${JSON.stringify([entry, ...before], null, 2)}\n`,
  );
  expect(prependManifestEntry("[]\n", entry)).toBe(`${JSON.stringify([entry], null, 2)}\n`);
});
