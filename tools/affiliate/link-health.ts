/**
 * Requests URLs for `npm run check-links` the way the server's daily check does (the same
 * request and the same rule: server/link-health/probe.ts and verdict.ts), at most `parallel`
 * at once, each with a timeout.
 */
import { probeUrl } from "#server/link-health/probe.ts";
import type { Verdict } from "#server/link-health/verdict.ts";

export interface HealthResult {
  url: string;
  /** Not broken: working, or refused (the shop turned the checker away). */
  ok: boolean;
  verdict: Verdict;
  /** `HTTP 404`, `no answer within 10 s`, `redirected to the home page …`, `HTTP 200`. */
  reason: string;
  /** HTTP status of the final response, when there was one. */
  status?: number;
  /** Where the redirects ended. */
  finalUrl?: string;
}

export interface HealthOptions {
  parallel?: number;
  timeoutMs?: number;
}

export async function checkUrls(
  urls: readonly string[],
  { parallel = 8, timeoutMs = 10_000 }: HealthOptions = {},
): Promise<HealthResult[]> {
  const results: HealthResult[] = new Array(urls.length);
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const index = next++;
      const url = urls[index] ?? "";
      const { failed, ...probe } = await probeUrl(url, timeoutMs);
      results[index] = { url, ok: !failed, ...probe };
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, urls.length) }, worker));
  return results;
}
