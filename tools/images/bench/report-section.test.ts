import { expect, test } from "vitest";
import { END, replaceSection, START } from "./report-section.ts";

test("the images section is appended once, then replaced in place, leaving the rest", () => {
  const first = replaceSection("# Benchmarks\n\nother\n", `${START}\nA\n${END}\n`);
  expect(first).toBe(`# Benchmarks\n\nother\n\n${START}\nA\n${END}\n`);
  const second = replaceSection(`${first}\ntail\n`, `${START}\nB\n${END}\n`);
  expect(second).toBe(`# Benchmarks\n\nother\n\n${START}\nB\n${END}\n\ntail\n`);
});
