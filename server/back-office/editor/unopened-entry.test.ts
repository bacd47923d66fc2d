import { expect, test } from "vitest";
import { listAddress } from "./unopened-entry.ts";

test("the way back from an entry not opened is its collection's list", () => {
  expect(listAddress("#/collections/posts/entries/insights/short-names")).toBe(
    "#/collections/posts",
  );
  expect(listAddress("#/collections/reviews/entries/reviews/namecheap")).toBe(
    "#/collections/reviews",
  );
});

test("an address that names no collection leads to the back office's first view", () => {
  expect(listAddress("")).toBe("#/");
  expect(listAddress("#/media")).toBe("#/");
});
