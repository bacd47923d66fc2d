import { expect, test } from "vitest";
import { drawTarget, randomBelow } from "./rotation.ts";

test("a draw maps each ticket to its target by weight", () => {
  const targets = [
    { url: "a", weight: 2 },
    { url: "b", weight: 1 },
    { url: "c", weight: 3 },
  ];
  const tickets = [0, 1, 2, 3, 4, 5].map((ticket) => drawTarget(targets, () => ticket));
  expect(tickets).toEqual([0, 0, 1, 2, 2, 2]);
});

test("the random source is uniform over [0, n) and never leaves it", () => {
  const counts = [0, 0, 0];
  for (let i = 0; i < 3000; i++) {
    const value = randomBelow(3);
    counts[value] = (counts[value] ?? 0) + 1;
  }
  expect(counts.reduce((a, b) => a + b, 0)).toBe(3000);
  for (const count of counts)
    expect(Math.abs(count - 1000)).toBeLessThan(5 * Math.sqrt(3000 * (1 / 3) * (2 / 3)));
});
