/**
 * How far a heap of the build may grow past what its last full garbage collection kept. V8's
 * default lets it reach about four times that before it collects again, and memory a heap once
 * held stays with the process: the 100,000-file content check kept about 180 MB and held
 * 1,094 MB; with 20 % growth it held 606 MB in the same time. Passed to the processes the build
 * starts (the content check, the background search job); the build's own process sets it once
 * its render threads are gone, which took a tenth longer with it (decision 038).
 */
export const HEAP_GROWTH_FLAG = "--heap-growing-percent=20";
