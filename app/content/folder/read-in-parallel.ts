/**
 * `run` over every item with a bounded number in flight, results in item order: reading a site's
 * files one per entry at once held every file's text in memory together (10,000 at a time).
 */

/** Files read at once: enough to keep the disk busy, few enough for any open-file limit. */
const PARALLEL_READS = 32;

export async function mapInParallel<T, R>(
  items: readonly T[],
  run: (item: T) => Promise<R>,
  limit = PARALLEL_READS,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
