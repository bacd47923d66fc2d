/**
 * What the back office's JSON APIs (`/api/cms`, `/api/check`) share: their private headers, one
 * JSON answer, the same-site rule for a request that comes from a page (Origin and Fetch Metadata
 * checked, JSON required: a cross-site form can send neither), and a body read up to a limit.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

export const PRIVATE = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
};

export function sendJson(
  res: ServerResponse,
  status: number,
  value: unknown,
  extra: Record<string, string> = {},
): void {
  const body = `${JSON.stringify(value)}\n`;
  res.writeHead(status, {
    ...PRIVATE,
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    ...extra,
  });
  res.end(body);
}

/** Why a request that changes state is refused as cross-site, or undefined. */
export function crossSite(req: IncomingMessage): string | undefined {
  const site = req.headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin" && site !== "none")
    return `a ${site} request is refused`;
  const origin = req.headers.origin;
  if (origin !== undefined) {
    const host = req.headers["x-forwarded-host"] ?? req.headers.host ?? "";
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      return `the Origin "${origin}" is not this back office`;
    }
    if (originHost !== host) return `the Origin "${origin}" is not this back office`;
  }
  if (!/^application\/json\b/i.test(req.headers["content-type"] ?? ""))
    return "the request must be JSON (Content-Type: application/json)";
  return undefined;
}

/**
 * The request's body parsed as JSON, or the answer already sent (413 over `limit` bytes, 400 when
 * it does not parse) and undefined.
 */
export async function readJsonBody(
  req: IncomingMessage,
  res: ServerResponse,
  limit: number,
  tooLarge: string,
): Promise<{ body: unknown } | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      sendJson(res, 413, { error: tooLarge }, { Connection: "close" });
      return undefined;
    }
    chunks.push(chunk);
  }
  try {
    return { body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown };
  } catch {
    sendJson(res, 400, { error: "the request body is not JSON" });
    return undefined;
  }
}
