/**
 * One look at a link's URL, as a visitor's browser would make it: a browser's user agent, HEAD
 * first and GET when HEAD is refused, redirects followed. A failure is what a visitor would
 * meet as a dead offer: 404, 410, a 5xx, no answer at all (DNS, TLS, refused, timeout), or a
 * redirect that ends on the merchant's home page (a product or offer that is gone).
 */

const BROWSER_USER_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

export interface Probe {
  failed: boolean;
  /** `HTTP 404`, `DNS: host not found`, `redirected to the home page https://…/`, `HTTP 200`. */
  reason: string;
}

export async function probeUrl(url: string, timeoutMs = 15_000): Promise<Probe> {
  let response: Response;
  try {
    response = await request(url, "HEAD", timeoutMs);
    // Many shops refuse HEAD (403, 405, 501) while GET works: GET's answer counts then.
    if (response.status >= 400) response = await request(url, "GET", timeoutMs);
  } catch (error) {
    return { failed: true, reason: describe(error, timeoutMs) };
  }
  const { status } = response;
  if (status === 404 || status === 410 || status >= 500) {
    return { failed: true, reason: `HTTP ${status}` };
  }
  if (wentHome(url, response.url)) {
    return { failed: true, reason: `redirected to the home page ${response.url}` };
  }
  return { failed: false, reason: `HTTP ${status}` };
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

/** A link to a page deeper than the home page that ended on the home page (query aside). */
function wentHome(asked: string, ended: string): boolean {
  try {
    const from = new URL(asked);
    const to = new URL(ended);
    return from.pathname !== "/" && to.pathname === "/" && from.href !== to.href;
  } catch {
    return false;
  }
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
