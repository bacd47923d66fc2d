/**
 * The bounded caches (docs/decisions/051) beside lru-cache, on one seeded stream of lookups with
 * a long tail (Zipf-like: a few keys often, most rarely):
 * - "budget": server/files/hot-file-cache.ts's store (files by bytes, at most 50,000, oldest stored
 *   evicted first; a hit does not refresh) against LRUCache with maxSize and sizeCalculation;
 * - "memo": the Maps that are emptied when full (server/go/device-class.ts, send-file.ts's
 *   hashes, page-resolver.ts, ...) against LRUCache with max.
 * A miss stores the value (as the callers do after reading the file or working out the answer).
 * The note is the hit rate.
 *   node tools/bench/libraries/lru-caches.ts        (ROUNDS=5 by default)
 */
import { LRUCache } from "lru-cache";
import { paired } from "./paired.ts";

const LOOKUPS = 2_000_000;
const KEYS = 200_000;
const BUDGET = 64 * 1024 * 1024;
const MEMO_MAX = 10_000;

/** The same stream of keys and sizes for every variant (mulberry32, seed 50). */
function stream(): { keys: string[]; sizes: number[] } {
  let state = 50;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const names = Array.from({ length: KEYS }, (_, n) => `/site/posts/${n}/index.html`);
  const sizes = names.map(() => 1 + Math.floor(random() * 16 * 1024));
  const keys = Array.from({ length: LOOKUPS }, () => names[Math.floor(KEYS * random() ** 3)]!);
  return { keys, sizes: keys.map((key) => sizes[Number(key.split("/")[3])]!) };
}

interface Slot {
  size: number;
}
interface Cache {
  get(key: string): Slot | undefined;
  set(key: string, slot: Slot): void;
}

/** hot-file-cache.ts's `store`, as it is there: evict the oldest stored until the budget holds. */
function ownBudget(): Cache {
  const slots = new Map<string, Slot>();
  let total = 0;
  return {
    get: (key) => slots.get(key),
    set(key, slot) {
      const old = slots.get(key);
      if (old) total -= old.size;
      slots.delete(key);
      slots.set(key, slot);
      total += slot.size;
      for (const [name, other] of slots) {
        if (total <= BUDGET && slots.size <= 50_000) break;
        if (name === key) continue;
        total -= other.size;
        slots.delete(name);
      }
    },
  };
}

/** The memo Maps, as in device-class.ts: emptied when full. */
function ownMemo(): Cache {
  const answers = new Map<string, Slot>();
  return {
    get: (key) => answers.get(key),
    set(key, slot) {
      if (answers.size >= MEMO_MAX) answers.clear();
      answers.set(key, slot);
    },
  };
}

function run(cache: Cache): { ms: number; note: string } {
  const { keys, sizes } = stream();
  const start = performance.now();
  let hits = 0;
  for (let n = 0; n < keys.length; n++) {
    const key = keys[n]!;
    if (cache.get(key)) hits += 1;
    else cache.set(key, { size: sizes[n]! });
  }
  const ms = performance.now() - start;
  return { ms, note: `hit rate ${((100 * hits) / keys.length).toFixed(1)} %` };
}

await paired(import.meta.filename, {
  "own budget": () => run(ownBudget()),
  "lru-cache budget": () =>
    run(
      new LRUCache<string, Slot>({ max: 50_000, maxSize: BUDGET, sizeCalculation: (s) => s.size }),
    ),
  "own memo": () => run(ownMemo()),
  "lru-cache memo": () => run(new LRUCache<string, Slot>({ max: MEMO_MAX })),
});
