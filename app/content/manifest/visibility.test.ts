import { expect, test } from "vitest";
import { ENTRY_STATUSES, isVisible } from "./visibility.ts";

test("the public sees done entries only; the preview sees every entry with a known status", () => {
  const seen = ENTRY_STATUSES.map((status) => [
    status,
    isVisible({ status }, "public"),
    isVisible({ status }, "preview"),
  ]);
  expect(seen).toEqual([
    ["staging", false, true],
    ["done", true, true],
    ["open", false, true],
    ["review", false, true],
  ]);
  expect(isVisible({ status: "done" })).toBe(true);
});

test("what is not an entry with a known status is seen by nobody", () => {
  for (const entry of [undefined, null, "done", [], {}, { status: "Done" }, { status: "draft" }]) {
    expect(isVisible(entry, "public")).toBe(false);
    expect(isVisible(entry, "preview")).toBe(false);
  }
});
