/**
 * Which lines of a shared file of rows a save changes (the rows it edits or adds, however the
 * file is laid out): another entry's finding elsewhere in it does not block the save.
 */
import { expect, test } from "vitest";
import { changedLines } from "./check-save.ts";

const oneRowALine = (...rows: object[]) =>
  `[\n${rows.map((row) => `  ${JSON.stringify(row)}`).join(",\n")}\n]\n`;
const indented = (...rows: object[]) => `${JSON.stringify(rows, null, 2)}\n`;

test("one row edited or added: its lines only; a row removed: none", () => {
  const before = oneRowALine({ a: 1 }, { b: 2 }, { c: 3 });
  expect([...changedLines(before, oneRowALine({ a: 1 }, { b: 9 }, { c: 3 }))]).toEqual([3]);
  expect([...changedLines(before, oneRowALine({ n: 0 }, { a: 1 }, { b: 2 }, { c: 3 }))]).toEqual([
    2,
  ]);
  expect([...changedLines(before, oneRowALine({ a: 1 }, { b: 2 }))]).toEqual([]);
  expect([...changedLines(before, before)]).toEqual([]);
});

test("rewritten in another layout, the unchanged rows are still not the save's", () => {
  const before = indented({ a: 1 }, { b: 2 });
  expect([...changedLines(before, oneRowALine({ a: 1 }, { b: 3 }))]).toEqual([3]);
  // Indented by two, the edited second row spans lines 5 to 7.
  expect([...changedLines(oneRowALine({ a: 1 }, { b: 2 }), indented({ a: 1 }, { b: 3 }))]).toEqual([
    5, 6, 7,
  ]);
});

test("a new file, or one that is not an array: every line is the save's", () => {
  expect([...changedLines(undefined, "[\n  {}\n]\n")]).toEqual([1, 2, 3, 4]);
  expect([...changedLines("not json", "[\n  {}\n]\n")]).toEqual([1, 2, 3, 4]);
});
