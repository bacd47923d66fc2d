/** What the request handler (app.ts) is given, and what it gives back. */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { SitemapLimits } from "#app/seo/index.ts";
import type { ClickCounter } from "#server/clicks/click-counter.ts";
import type { LiveSearch } from "#server/live-pages/live-search.ts";
import type { LivePages, LivePagesOptions } from "#server/live-pages/live-pages.ts";
import type { PostbackRoute } from "#server/postback/postback-route.ts";
import type { createLiveManifest } from "#server/content-folder/manifest-cache.ts";
import type { createPageResolver } from "#server/content-folder/page-resolver.ts";
import type { FeedServer } from "#server/feeds/feeds.ts";
import type { createHotFiles } from "#server/files/hot-file-cache.ts";
import type { GoRoute } from "#server/go/go-route.ts";
import type { ServerContext } from "#server/http/responses.ts";
import type { PreviousAssets } from "#server/releases/previous-assets.ts";
import type { CardAnswers } from "#server/live-pages/card-answers.ts";
import type { RedirectServer } from "./redirects.ts";

export interface HandlerOptions {
  clientDir: string;
  contentDir: string;
  siteUrl: string;
  /** One line per problem (500s, stream errors, manifest problems). Default: console.error. */
  log?: (line: string) => void;
  /** Counts `/go/` clicks; without it redirects still work, uncounted. */
  clicks?: ClickCounter;
  /** The header naming the visitor's country for `/go/` links (COUNTRY_HEADER). */
  countryHeader?: string;
  /** `/postback/<network>` (postback/): without it every postback answers 404. */
  postback?: PostbackRoute;
  /** How long a cached build file is trusted before its stat is checked again (default 1 s). */
  revalidateMs?: number;
  /** When the sitemap splits into parts; the protocol's limits unless a test says otherwise. */
  sitemapLimits?: SitemapLimits;
  /**
   * Pages published or changed after the build are rendered here (live-pages/): from the build
   * folder holding `build-state.json` and `server/` (default: `clientDir`'s parent, as
   * `npm run build` lays it out); false serves every page as built.
   */
  renderFrom?: string | false;
  /** Limits of the render thread (tests make them small). */
  renderLimits?: LivePagesOptions["limits"];
}

export type RequestHandler = ((req: IncomingMessage, res: ServerResponse) => void) & {
  /** Pages rendered on demand; undefined when `renderFrom` is false. */
  livePages?: LivePages;
  /** Stops the render thread. */
  close(): Promise<void>;
};

/** What the handler holds for the site it serves: one of each part, made once. */
export interface Site {
  ctx: ServerContext;
  live: ReturnType<typeof createLiveManifest>;
  /** Generated social cards the site lacks yet, drawn on request. */
  cards: CardAnswers;
  feeds: FeedServer;
  pages: ReturnType<typeof createPageResolver>;
  redirects: RedirectServer;
  buildFiles: HotFiles;
  previousAssets: PreviousAssets;
  contentFiles: HotFiles;
  go: GoRoute;
  postback: PostbackRoute;
  livePages: LivePages | undefined;
  /** `/search-index/live.json`: pages published since the build, for site search. */
  liveSearch: LiveSearch | undefined;
}

export type HotFiles = ReturnType<typeof createHotFiles>;
