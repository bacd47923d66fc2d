import { Text } from "@codemirror/state";
import { expect, test } from "vitest";
import { positionOf, toLintDiagnostics } from "./code-editor.ts";

const doc = Text.of(["# Title", "", "See [x](go:nope) now.", "end"]);

test("a finding at line and column (from 1) underlines its word; out-of-range places stay inside", () => {
  const [finding] = toLintDiagnostics(doc, [
    { line: 3, column: 5, severity: "error", message: "go:nope is not in links.json" },
  ]);
  expect(finding).toMatchObject({ severity: "error", message: "go:nope is not in links.json" });
  expect(doc.sliceString(finding?.from ?? 0, finding?.to ?? 0)).toBe("[x](go:nope)");
  expect(positionOf(doc, 1, 1)).toBe(0);
  expect(positionOf(doc, 99, 1)).toBe(doc.line(4).from);
  expect(positionOf(doc, 4, 99)).toBe(doc.length);
  expect(positionOf(doc, 0, 0)).toBe(0);
  // On an empty line the mark is empty but still there (the gutter shows it).
  const [blank] = toLintDiagnostics(doc, [
    { line: 2, column: 1, severity: "warning", message: "an empty line" },
  ]);
  expect([blank?.from, blank?.to]).toEqual([doc.line(2).from, doc.line(2).from]);
});
