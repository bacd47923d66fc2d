/**
 * The one link-health rule: what an answer to a request for a link's URL means. Both the
 * daily check the server runs (server/link-health/link-health.ts) and `npm run check-links`
 * read every answer through it, so the same answers give the same verdict in both.
 *
 * - **broken**: no answer at all (DNS, TLS, refused, timeout), HTTP 404 or 410, any 5xx, or a
 *   link to a page deeper than the home page whose redirects end on the home page (an offer or
 *   product that is gone).
 * - **refused**: any other 4xx (400, 401, 403, 429, …): the shop turned the checker away (bot
 *   protection, a login, a rate limit) while a visitor's browser may get through. Reported, not
 *   counted as broken.
 * - **working**: anything else (2xx, or a redirect that ends somewhere other than the home page).
 */
export type Verdict = "working" | "refused" | "broken";

export interface Answer {
  /** The URL asked for. */
  url: string;
  /** The final response's status, when there was one. */
  status?: number;
  /** Where the redirects ended. */
  finalUrl?: string;
  /** Why there was no response: `DNS: host not found`, `no answer within 15 s`, … */
  error?: string;
}

export interface Judged {
  verdict: Verdict;
  /** `HTTP 404`, `DNS: host not found`, `redirected to the home page https://…/`, `HTTP 200`. */
  reason: string;
}

export function judgeAnswer(answer: Answer): Judged {
  const { status, error } = answer;
  if (status === undefined) return { verdict: "broken", reason: error ?? "no answer" };
  if (status === 404 || status === 410 || status >= 500) {
    return { verdict: "broken", reason: `HTTP ${status}` };
  }
  if (status >= 400) return { verdict: "refused", reason: `HTTP ${status}` };
  if (answer.finalUrl !== undefined && wentHome(answer.url, answer.finalUrl)) {
    return { verdict: "broken", reason: `redirected to the home page ${answer.finalUrl}` };
  }
  return { verdict: "working", reason: `HTTP ${status}` };
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
