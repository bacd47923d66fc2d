/**
 * A row edited in a manifest not written one row a line (indented JSON, as tools and other
 * editors write it): the edit is made, not lost to a rewrite that keeps the old row.
 */
import { expect, test } from "vitest";
import { editManifest, findRow, readRows } from "./manifest-rows.ts";

const rows = [
  { type: "blog", status: "done", url: "/insights/a", title: "A" },
  { type: "blog", status: "done", url: "/insights/b", title: "B" },
];
const indented = `${JSON.stringify(rows, null, 2)}\n`;

test("a row edited in an indented manifest is edited; the other rows kept", () => {
  const before = findRow(readRows(indented), "blogs/insights/b.md")?.row;
  expect(before).toEqual(rows[1]);
  const after = { ...rows[1], title: "B, retitled" };
  expect(readRows(editManifest(indented, before, after))).toEqual([rows[0], after]);
});

test("a row removed from an indented manifest is removed", () => {
  const before = findRow(readRows(indented), "blogs/insights/a.md")?.row;
  expect(readRows(editManifest(indented, before, undefined))).toEqual([rows[1]]);
});

const before = { type: "blog", status: "done", url: "/insights/x", title: "X" };
const other = { type: "blog", status: "done", url: "/insights/y", title: "Y" };
const after = { ...before, publishAt: "2099-01-05T09:00:00+01:00" };

test("a row edited in a manifest written one field per line is replaced, the others kept", () => {
  // As JSON.stringify(rows, null, 2) writes it: the row found by its value, from another parse.
  const text = JSON.stringify([other, before], null, 2);
  const [, found] = readRows(text);
  expect(readRows(editManifest(text, found, after))).toEqual([other, after]);
  expect(readRows(editManifest(text, found, undefined))).toEqual([other]);
});

test("a row edited in a manifest of one row per line changes that line only", () => {
  const text = `[\n  ${JSON.stringify(other)},\n  ${JSON.stringify(before)}\n]\n`;
  const edited = editManifest(text, readRows(text)[1], after);
  expect(edited.split("\n")[1]).toBe(text.split("\n")[1]);
  expect(readRows(edited)).toEqual([other, after]);
});
