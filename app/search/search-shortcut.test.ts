import { expect, test } from "vitest";
import { isSearchShortcut, type ShortcutKey } from "./search-shortcut.ts";

type Target = { tagName?: string; isContentEditable?: boolean };

const key = (overrides: Partial<Omit<ShortcutKey, "target">> & { target?: Target }) =>
  ({
    key: "x",
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    target: { tagName: "BODY" },
    ...overrides,
  }) as unknown as ShortcutKey;

test("slash, Ctrl-K and Cmd-K open search", () => {
  expect(isSearchShortcut(key({ key: "/" }))).toBe(true);
  expect(isSearchShortcut(key({ key: "k", ctrlKey: true }))).toBe(true);
  expect(isSearchShortcut(key({ key: "K", metaKey: true }))).toBe(true);
});

test("Ctrl-K works even while typing in a field", () => {
  expect(isSearchShortcut(key({ key: "k", ctrlKey: true, target: { tagName: "INPUT" } }))).toBe(
    true,
  );
});

test("a slash typed into a field or an editable element is text", () => {
  expect(isSearchShortcut(key({ key: "/", target: { tagName: "INPUT" } }))).toBe(false);
  expect(isSearchShortcut(key({ key: "/", target: { tagName: "TEXTAREA" } }))).toBe(false);
  expect(isSearchShortcut(key({ key: "/", target: { isContentEditable: true } }))).toBe(false);
});

test("other keys and chords are left alone", () => {
  expect(isSearchShortcut(key({ key: "k" }))).toBe(false);
  expect(isSearchShortcut(key({ key: "k", ctrlKey: true, metaKey: true }))).toBe(false);
  expect(isSearchShortcut(key({ key: "k", ctrlKey: true, altKey: true }))).toBe(false);
  expect(isSearchShortcut(key({ key: "/", ctrlKey: true }))).toBe(false);
  expect(isSearchShortcut(key({ key: "a" }))).toBe(false);
});
