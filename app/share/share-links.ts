/**
 * The links the share bar shows, built from the share-target table. A page URL that is not
 * http(s) produces none, and a console warning.
 */
import { SHARE_TARGETS, shareTarget, type ShareTarget } from "./share-targets.ts";
import type { ShareAction, ShareData, ShareOptions } from "./share-url.ts";

export { SHARE_TARGETS, type ShareTarget } from "./share-targets.ts";
export type { ShareData, ShareOptions } from "./share-url.ts";

/** A target's action, named by its target. */
export type ShareLink = ShareAction & { target: ShareTarget };

function isShareableUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/**
 * The links for `targets`, in that order. A page URL that is not http(s) produces no links and
 * one console warning.
 */
export function buildShareLinks(
  share: ShareData,
  targets: readonly ShareTarget[] = SHARE_TARGETS,
  options: ShareOptions = {},
): ShareLink[] {
  if (!isShareableUrl(share.url)) {
    (options.warn ?? console.warn)(
      `Share link skipped: "${share.url}" does not start with http:// or https://`,
    );
    return [];
  }
  return targets.map((target) => ({ target, ...shareTarget(target).link(share, options) }));
}

/** One target's link, or null (with the warning) for a URL that is not http(s). */
export function buildShareLink(
  target: ShareTarget,
  share: ShareData,
  options: ShareOptions = {},
): ShareLink | null {
  return buildShareLinks(share, [target], options)[0] ?? null;
}
