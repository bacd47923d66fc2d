/** The seeded randomness of the sanitizer's fuzz generators (fuzz-markdown.ts, fuzz-html.ts). */

/** A seeded generator of numbers in [0, 1) (mulberry32): the same seed, the same inputs. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;

export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;
export const repeat = (random: Random, most: number, make: () => string, glue = ""): string =>
  Array.from({ length: 1 + Math.floor(random() * most) }, make).join(glue);
