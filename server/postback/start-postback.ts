/**
 * The server's `/postback/<network>` route from the environment (postback-config.ts), its
 * stores (the click store's database: Postgres when DATABASE_URL is set, else the SQLite file)
 * opened on the first call and closed with the server.
 */
import type { ClicksEnv } from "#app/config/index.server.ts";
import { openEarningsStore } from "#server/clicks/earnings/open-earnings.ts";
import { openClickStore } from "#server/clicks/open-click-counter.ts";
import type { PostbackConfig } from "./postback-config.ts";
import { createPostbackRoute, type PostbackRoute, type PostbackStores } from "./postback-route.ts";

export function startPostbacks(
  config: PostbackConfig,
  clicksEnv: Pick<ClicksEnv, "databaseUrl" | "sqliteFile">,
  log: (line: string) => void,
): { route: PostbackRoute; close(): Promise<void> } {
  let opened: Promise<PostbackStores> | undefined;
  const stores = () => {
    opened ??= Promise.all([openClickStore(clicksEnv), openEarningsStore(clicksEnv)]).then(
      ([clicks, earnings]) => ({ clicks, earnings }),
    );
    // A store that could not open is tried again on the next call.
    opened.catch(() => (opened = undefined));
    return opened;
  };
  return {
    route: createPostbackRoute({ config, stores, log }),
    close: async () => {
      const open = await opened?.catch(() => undefined);
      await Promise.all([open?.clicks.close(), open?.earnings.close()]);
    },
  };
}
