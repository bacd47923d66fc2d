/**
 * How far a heap of the build may grow past what its last full garbage collection kept. V8's
 * default lets it reach about four times that before it collects again, and memory a heap once
 * held stays with the process: the 100,000-file content check kept about 180 MB and held
 * 1,094 MB; with 20 % growth it held 606 MB in the same time. Passed to the processes the build
 * starts (the content check, the background search job).
 *
 * The build's own process bounds its growth too (main.ts), except while its render threads
 * prerender many pages, which took a tenth longer with it (decisions 038 and 040). V8 reads the
 * flag each time it sets a heap's next limit, for every heap of the process (its threads' too).
 */
import { setFlagsFromString } from "node:v8";

export const HEAP_GROWTH_FLAG = "--heap-growing-percent=20";
/** V8's own growth, from how fast it collects against how fast the program allocates. */
const OWN_GROWTH_FLAG = "--heap-growing-percent=0";

/** `bounded`: this process's heaps grow by HEAP_GROWTH_FLAG from now on; otherwise V8's way. */
export function boundHeapGrowth(bounded: boolean): void {
  setFlagsFromString(bounded ? HEAP_GROWTH_FLAG : OWN_GROWTH_FLAG);
}
