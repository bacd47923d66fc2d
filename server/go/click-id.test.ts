import { expect, test } from "vitest";
import { newClickId } from "./click-id.ts";

test("click ids are 24 letters and digits, and none repeats across several pools of random bytes", () => {
  // 1,000 ids draw the pool (256 ids) anew three times.
  const ids = Array.from({ length: 1_000 }, () => newClickId());
  for (const id of ids) expect(id).toMatch(/^[0-9a-z]{24}$/);
  expect(new Set(ids).size).toBe(ids.length);
  // Each id is its own bytes: no two share a long run of letters (a slice taken twice would).
  const heads = new Set(ids.map((id) => id.slice(4, 16)));
  expect(heads.size).toBe(ids.length);
});
