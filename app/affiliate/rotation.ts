/**
 * Weighted rotation (`targets`): each click goes to one target drawn by weight, with a
 * cryptographic random number (Web Crypto, in Node and browsers alike), so no visitor can
 * predict or steer the split.
 */
import type { LinkTargetOption } from "./attribution-fields.ts";

/** A uniform whole number in [0, n), n ≤ 2³²; rejection sampling keeps it unbiased. */
export function randomBelow(n: number): number {
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  const buffer = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(buffer);
    const value = buffer[0] ?? 0;
    if (value < limit) return value % n;
  }
}

/** The index of the target a click goes to; `random(n)` gives a whole number in [0, n). */
export function drawTarget(
  targets: readonly LinkTargetOption[],
  random: (n: number) => number = randomBelow,
): number {
  const total = targets.reduce((sum, option) => sum + option.weight, 0);
  let ticket = random(total);
  for (const [index, option] of targets.entries()) {
    if (ticket < option.weight) return index;
    ticket -= option.weight;
  }
  return targets.length - 1;
}
