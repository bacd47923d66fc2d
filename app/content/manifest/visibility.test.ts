import { expect, test } from "vitest";
import { ENTRY_STATUSES, isVisible, nextPublishAt } from "./visibility.ts";

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

test("a done entry whose publishAt lies ahead is public from that instant, never before", () => {
  const entry = { status: "done", publishAt: "2026-12-24T09:00:00+01:00" };
  const due = Date.UTC(2026, 11, 24, 8);
  expect(isVisible(entry, "public", due - 1)).toBe(false);
  expect(isVisible(entry, "public", due)).toBe(true);
  expect(isVisible(entry, "preview", due - 1)).toBe(true);
  // A schedule that cannot be read publishes nothing early.
  expect(isVisible({ status: "done", publishAt: "2026-12-24T09:00:00" }, "public")).toBe(false);
  // On a draft it has no effect.
  expect(isVisible({ status: "staging", publishAt: "2000-01-01T00:00:00Z" }, "public")).toBe(false);
});

test("the next publishAt is the earliest future one of a done entry", () => {
  const now = Date.UTC(2026, 11, 1);
  const entries = [
    { status: "done", publishAt: "2026-12-24T09:00:00Z" },
    { status: "staging", publishAt: "2026-12-02T09:00:00Z" },
    { status: "done", publishAt: "2026-11-02T09:00:00Z" },
    { status: "done", publishAt: "2026-12-03T09:00:00+01:00" },
    { status: "done", publishAt: "not a date" },
    { status: "done" },
  ];
  expect(nextPublishAt(entries, now)).toBe(Date.UTC(2026, 11, 3, 8));
  expect(nextPublishAt(entries, Date.UTC(2027, 0, 1))).toBeUndefined();
});
