import { expect, test } from "vitest";
import { splitTags } from "./tags.ts";

test("tags are split at commas, trimmed, and empty ones dropped", () => {
  expect(splitTags(" premium domains ,branding,, ")).toEqual(["premium domains", "branding"]);
  expect(splitTags("")).toEqual([]);
  expect(splitTags(undefined)).toEqual([]);
});
