import { expect, test } from "vitest";
import { words } from "./tokenize.ts";

test("words are folded and stemmed, Greek kept whole, long runs left out", () => {
  const found = words("Café FAILS, δοκιμή: fails again; " + "x".repeat(41));
  expect(found.map(({ text, at, term, folded }) => [text, at, term, folded])).toEqual([
    ["Café", 0, "cafe", "cafe"],
    ["FAILS", 5, "fail", "fails"],
    ["δοκιμή", 12, "δοκιμη", "δοκιμη"],
    ["fails", 20, "fail", "fails"],
    ["again", 26, "again", "again"],
  ]);
});

test("a word met before gets the same term at its own place, however many words came between", () => {
  const first = words("Branding branding BRANDING");
  expect(first.map((word) => [word.at, word.term])).toEqual([
    [0, "brand"],
    [9, "brand"],
    [18, "brand"],
  ]);
  // More distinct words than are remembered: the memory is emptied, the answers stay the same.
  const many = Array.from({ length: 60_000 }, (_, index) => `w${index}ing`).join(" ");
  const terms = words(many).map((word) => word.term);
  expect(new Set(terms).size).toBe(60_000);
  expect(terms[0]).toBe("w0ing");
  expect(words("Branding")[0]).toMatchObject({
    text: "Branding",
    term: "brand",
    folded: "branding",
  });
  // A word longer than what is remembered is worked out each time.
  expect(words("Internationalisations internationalisations").map((word) => word.term)).toEqual([
    "internationalis",
    "internationalis",
  ]);
});
