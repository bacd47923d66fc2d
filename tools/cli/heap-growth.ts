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

/**
 * The young generation of the build's own thread, given on `npm run build`'s command line
 * (package.json). V8 sizes it from the machine's memory: 128 MB on a 24 GB machine, of which the
 * build's thread, which hands pages to the render threads and writes what they send back, used a
 * few MB. With 16 MB semi-spaces (32 MB) the 10,000-entry clean build's peak fell by about
 * 60 MB in the same time (decision 080).
 */
export const YOUNG_GENERATION_FLAG = "--max-semi-space-size=16";

/**
 * Keeps YOUNG_GENERATION_FLAG to the thread it was given to; the build calls it first. V8 sizes
 * each heap it makes later by the flag too, over the size a thread asks for: the render threads'
 * own young generation (render-pool.server.ts), which makes the prerender about a tenth faster.
 */
export function keepYoungGenerationToThisThread(): void {
  setFlagsFromString("--max-semi-space-size=0");
}

/**
 * The command line of a process the build starts: the build's own flags but its young
 * generation's (the content check is on an edit's way to live), and bounded heap growth.
 */
export function childProcessFlags(): string[] {
  return [...process.execArgv.filter((flag) => flag !== YOUNG_GENERATION_FLAG), HEAP_GROWTH_FLAG];
}
