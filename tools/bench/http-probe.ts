/**
 * The benchmarks' crawler: plain GETs to a local server, a fixed number at a time, as a crawler
 * or a burst of visitors asks. No retries, no keep-alive: each answer is what one request got.
 */
import http from "node:http";

export interface Answer {
  status: number;
  type: string;
  body: Buffer;
}

/** One GET to `http://127.0.0.1:{port}{target}`, read whole. */
export function get(port: number, target: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(`http://127.0.0.1:${port}${target}`, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            type: String(response.headers["content-type"] ?? ""),
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on("error", reject);
  });
}

/** `run` over `items`, `limit` at a time; the results in the items' order. */
export async function inParallel<Item, Result>(
  items: readonly Item[],
  limit: number,
  run: (item: Item) => Promise<Result>,
): Promise<Result[]> {
  const results: Result[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await run(items[index] as Item);
      }
    }),
  );
  return results;
}
