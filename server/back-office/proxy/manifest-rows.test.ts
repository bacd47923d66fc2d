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
