/**
 * One look at a link's URL, as a visitor's browser would make it: a browser's user agent, HEAD
 * first and GET when HEAD is refused, redirects followed. What the answer means is the one rule
 * in ./verdict.ts, which `npm run check-links` reads its answers through too.
 */
import { judgeAnswer, type Answer, type Judged } from "./verdict.ts";

const BROWSER_USER_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

export interface Probe extends Judged {
  /** Broken (the daily check counts it as a failure); refused and working are not. */
  failed: boolean;
  status?: number;
  finalUrl?: string;
}

export async function probeUrl(url: string, timeoutMs = 15_000): Promise<Probe> {
  return judged(await askUrl(url, timeoutMs));
}

function judged(answer: Answer): Probe {
  const verdict = judgeAnswer(answer);
  return {
    ...verdict,
    failed: verdict.verdict === "broken",
    ...(answer.status !== undefined && { status: answer.status }),
    ...(answer.finalUrl !== undefined && { finalUrl: answer.finalUrl }),
  };
}

/** The answer to HEAD, or to GET when HEAD is refused; the error when there was none. */
async function askUrl(url: string, timeoutMs: number): Promise<Answer> {
  try {
    let response = await request(url, "HEAD", timeoutMs);
    // Many shops refuse HEAD (403, 405, 501) while GET works: GET's answer counts then.
    if (response.status >= 400) response = await request(url, "GET", timeoutMs);
    return { url, status: response.status, finalUrl: response.url };
  } catch (error) {
    return { url, error: describe(error, timeoutMs) };
  }
}

async function request(url: string, method: string, timeoutMs: number): Promise<Response> {
  const response = await fetch(url, {
    method,
    redirect: "follow",
    signal: AbortSignal.timeout(timeoutMs),
    headers: {
      "user-agent": BROWSER_USER_AGENT,
      accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
      "accept-language": "en-US,en;q=0.9",
    },
  });
  await response.body?.cancel();
  return response;
}

function describe(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && error.name === "TimeoutError") {
    return `no answer within ${timeoutMs / 1000} s`;
  }
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (cause?.code === "ENOTFOUND" || cause?.code === "EAI_AGAIN") return "DNS: host not found";
  if (cause?.code?.startsWith("ERR_TLS") || /certificate|SSL|TLS/i.test(cause?.message ?? "")) {
    return `TLS: ${cause?.message ?? cause?.code}`;
  }
  if (cause?.code) return `${cause.code}: ${cause.message ?? ""}`.trim();
  return error instanceof Error ? error.message : String(error);
}
