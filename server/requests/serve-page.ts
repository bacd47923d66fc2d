/** A page's answer (decision 023): the build's HTML, the live render, or the SPA fallback. */
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { OWN_ROUTE_PATHS } from "#app/content/index.ts";
import { SHARED_SHORT } from "#server/http/caching.ts";
import { joinInside, type RequestPath } from "#server/http/paths.ts";
import { redirect, sendText, type ServerContext } from "#server/http/responses.ts";
import { sendFile } from "#server/files/send-file.ts";
import { sendHot } from "#server/files/send-hot.ts";
import type { Site } from "./handler-options.ts";

export const SPA_FALLBACK = "__spa-fallback.html";

/**
 * A page: its prerendered HTML, or the page rendered live when the build's is missing or stale
 * (live-pages/), else the SPA fallback (200); unknown pages redirect home.
 */
export async function servePage(
  site: Site,
  req: IncomingMessage,
  res: ServerResponse,
  url: RequestPath,
): Promise<void> {
  const { ctx } = site;
  const resolution = await site.pages.resolve(url.pathname);
  if (!resolution.found && !OWN_ROUTE_PATHS.includes(url.pathname)) {
    redirect(ctx, req, res, 302, resolution.redirectTo);
    return;
  }
  const answer = await site.livePages?.answer(url.pathname);
  if (typeof answer === "object") return sendHot(ctx, req, res, answer.page, SHARED_SHORT);
  const root = ctx.clientDir;
  const found =
    (answer === "fallback"
      ? undefined
      : await site.buildFiles(joinInside(root, [...url.segments, "index.html"]))) ??
    (await site.buildFiles(path.join(root, SPA_FALLBACK)));
  if (!found) {
    ctx.log(`no ${SPA_FALLBACK} in ${root}: cannot serve ${url.pathname}`);
    return notFound(ctx, req, res);
  }
  if ("hot" in found) return sendHot(ctx, req, res, found.hot, SHARED_SHORT);
  await sendFile(ctx, req, res, { file: found.open, cacheControl: SHARED_SHORT });
}

export function notFound(ctx: ServerContext, req: IncomingMessage, res: ServerResponse): void {
  sendText(ctx, req, res, 404, "Not Found");
}
