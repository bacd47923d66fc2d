/**
 * For heap-growth.test.ts, run with `--expose-gc --trace-gc-verbose`: a full collection with the
 * build's bounded heap growth, then one with V8's own, after `== bounded` and `== own`. V8 prints
 * the factor it sets the heap's next limit by after each.
 */
import { boundHeapGrowth } from "./heap-growth.ts";

const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error("run with --expose-gc");
/** Objects of about `megabytes` MB in all. */
const objects = (megabytes: number) =>
  Array.from({ length: megabytes * 8_000 }, (_, index) => ({ index, text: `${index}` }));

const held = objects(20);
for (const bounded of [true, false]) {
  console.log(bounded ? "== bounded" : "== own");
  boundHeapGrowth(bounded);
  held.push(...objects(5));
  collect();
}
console.log(`== end (${held.length} objects held)`);
