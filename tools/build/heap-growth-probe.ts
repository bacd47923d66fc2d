/**
 * For heap-growth.test.ts: the largest heap this process reaches, in MB, while it allocates
 * objects that live long enough to reach the old generation; with the build's bounded growth when
 * its argument is `bounded`.
 */
import { getHeapStatistics } from "node:v8";
import { boundHeapGrowth } from "./heap-growth.ts";

/** Objects of about `megabytes` MB in all. */
const objects = (megabytes: number, tag: number) =>
  Array.from({ length: megabytes * 8_000 }, (_, index) => ({
    index,
    text: `${tag}-${index}`,
    list: [index, tag],
  }));

/**
 * The largest heap while `rounds` batches are allocated beside `live` MB held throughout, each
 * batch kept until `kept` more came (long enough to reach the old generation).
 */
function largestHeap(live: number, rounds: number, kept: number): number {
  const held = objects(live, -1);
  const alive: object[][] = [];
  let largest = 0;
  for (let round = 0; round < rounds; round++) {
    alive.push(objects(2, round));
    if (alive.length > kept) alive.shift();
    largest = Math.max(largest, getHeapStatistics().total_heap_size);
  }
  return held.length > 0 ? Math.round(largest / 1e6) : 0;
}

if (process.argv[2] === "bounded") boundHeapGrowth(true);
console.log(largestHeap(60, 200, 8));
