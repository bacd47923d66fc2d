/**
 * Requests URLs the way `npm run check-links` does: HEAD first, GET when HEAD is refused, at
 * most `parallel` at once, each with a timeout, redirects followed and the final URL kept.
 */

export interface HealthResult {
  url: string;
  ok: boolean;
  /** HTTP status of the final response, when there was one. */
  status?: number;
  /** Where the redirects ended. */
  finalUrl?: string;
  /** Why there was no usable response: DNS, refused, timeout... */
  error?: string;
}

export interface HealthOptions {
  parallel?: number;
  timeoutMs?: number;
}

const USER_AGENT = "Mozilla/5.0 (compatible; check-links; +https://github.com/)";

export async function checkUrls(
  urls: readonly string[],
  { parallel = 8, timeoutMs = 10_000 }: HealthOptions = {},
): Promise<HealthResult[]> {
  const results: HealthResult[] = new Array(urls.length);
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const index = next++;
      results[index] = await checkUrl(urls[index] ?? "", timeoutMs);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, urls.length) }, worker));
  return results;
}

async function checkUrl(url: string, timeoutMs: number): Promise<HealthResult> {
  try {
    let response = await request(url, "HEAD", timeoutMs);
    // Many shops answer HEAD with 403/405/501 while GET works: only GET's answer counts then.
    if (response.status >= 400) response = await request(url, "GET", timeoutMs);
    return { url, ok: response.status < 400, status: response.status, finalUrl: response.url };
  } catch (error) {
    return { url, ok: false, error: describe(error, timeoutMs) };
  }
}

async function request(url: string, method: string, timeoutMs: number): Promise<Response> {
  const response = await fetch(url, {
    method,
    redirect: "follow",
    signal: AbortSignal.timeout(timeoutMs),
    headers: { "user-agent": USER_AGENT, accept: "text/html,*/*" },
  });
  await response.body?.cancel();
  return response;
}

function describe(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && error.name === "TimeoutError") {
    return `timeout after ${timeoutMs / 1000} s`;
  }
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (cause?.code === "ENOTFOUND" || cause?.code === "EAI_AGAIN") return `DNS: host not found`;
  if (cause?.code) return `${cause.code}: ${cause.message ?? ""}`.trim();
  return error instanceof Error ? error.message : String(error);
}
