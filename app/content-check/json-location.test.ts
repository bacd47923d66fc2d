import { expect, test } from "vitest";
import { locateArrayElements, locateProperty, parseJsonAt } from "./json-location.ts";

test("a JSON syntax error reports the engine's message and the offset it names", () => {
  const text = '[\n  {"a": 1}\n  {"b": 2}\n]';
  const result = parseJsonAt(text);
  expect(result).toEqual({
    ok: false,
    message: "Expected ',' or ']' after array element",
    offset: 15,
  });
});

test("JSON that ends too early is located at the end of the text", () => {
  expect(parseJsonAt('{"a": ')).toMatchObject({ ok: false, offset: 6 });
});

test("valid JSON parses to its value", () => {
  expect(parseJsonAt('{"a": [1]}')).toEqual({ ok: true, value: { a: [1] } });
});

test("the elements of a top-level array are located, strings and nesting skipped", () => {
  const text = '[ {"a": "x]}\\"{"}, [1, [2]] ,3, "s"]';
  const spans = locateArrayElements(text).map(({ start, end }) => text.slice(start, end));
  expect(spans).toEqual(['{"a": "x]}\\"{"}', "[1, [2]]", "3", '"s"']);
});

test("an empty array has no elements", () => {
  expect(locateArrayElements("[ \n ]")).toEqual([]);
});

test("a property's name is located inside its object", () => {
  const text = '[{"type": "blog", "url": {"url": 1}, "title": "t"}]';
  const [entry] = locateArrayElements(text);
  const span = entry && locateProperty(text, entry, "title");
  expect(span && text.slice(span.start, span.end)).toBe('"title"');
  expect(entry && locateProperty(text, entry, "status")).toBeUndefined();
});
