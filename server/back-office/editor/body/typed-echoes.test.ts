import { expect, test } from "vitest";
import { TypedEchoes } from "./typed-echoes.ts";

test("a late echo of an older text is not applied: the editor holds a later one", () => {
  const echoes = new TypedEchoes();
  echoes.reported("A\n");
  echoes.reported("A\nSave number 9.");
  // Decap hands back the first text after the writer typed the second, then the second.
  expect(echoes.isEcho("A\n")).toBe(true);
  expect(echoes.isEcho("A\nSave number 9.")).toBe(true);
  // Both were handed back: the first again is Decap's own value now.
  expect(echoes.isEcho("A\n")).toBe(false);
});

test("a text typed twice (a word typed, then deleted) is matched to its echoes in order", () => {
  const echoes = new TypedEchoes();
  for (const text of ["A", "Ab", "A"]) echoes.reported(text);
  expect(echoes.isEcho("A")).toBe(true);
  expect(echoes.isEcho("Ab")).toBe(true);
  expect(echoes.isEcho("A")).toBe(true);
});

test("a value Decap did not get from the editor is applied, and forgets the echoes before it", () => {
  const echoes = new TypedEchoes();
  echoes.reported("typed");
  expect(echoes.isEcho("restored version")).toBe(false);
  expect(echoes.isEcho("typed")).toBe(false);
});

test("it keeps the last 50 texts, not every keystroke's", () => {
  const echoes = new TypedEchoes();
  for (let n = 0; n < 200; n++) echoes.reported(`text ${n}`);
  expect(echoes.isEcho("text 120")).toBe(false);
  echoes.reported("text 200");
  expect(echoes.isEcho("text 200")).toBe(true);
});
