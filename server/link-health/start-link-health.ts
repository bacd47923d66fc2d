/**
 * The server's background link check, as `npm start` runs it in each worker (the lock in the
 * click store lets one check at a time): LINK_CHECK_INTERVAL (`24h` by default; `30m`, `12h`,
 * `2d`, or seconds; `off` stops it), LINK_ALERT_WEBHOOK (a URL that receives a JSON POST when a
 * link breaks or works again), both checked with the rest of the environment at the start.
 */
import type { ClicksEnv, Environment } from "#app/config/index.server.ts";
import { createRegistryLoader } from "#server/go/registry-loader.ts";
import { openHealthStore, type HealthStore } from "./health-store.ts";
import { createLinkHealth } from "./link-health.ts";
import { pagesUsingLinks } from "./link-pages.ts";

export async function startLinkHealth(
  clicksEnv: Pick<ClicksEnv, "databaseUrl" | "sqliteFile">,
  contentDir: string,
  log: (line: string) => void,
  env: Pick<Environment, "LINK_CHECK_INTERVAL" | "LINK_ALERT_WEBHOOK">,
): Promise<{ stop(): Promise<void> } | undefined> {
  const intervalMs = env.LINK_CHECK_INTERVAL;
  if (intervalMs === 0) return undefined;
  let store: HealthStore;
  try {
    store = await openHealthStore(clicksEnv);
  } catch (error) {
    log(
      `link check: the click store cannot keep its state (${String(error)}): links are not checked`,
    );
    return undefined;
  }
  // Its own quiet loader: the site's loader reports links.json's problems already.
  const links = createRegistryLoader(contentDir, () => undefined);
  const health = createLinkHealth({
    store,
    links,
    pagesUsing: async () => pagesUsingLinks(contentDir, await links()),
    intervalMs,
    ...(env.LINK_ALERT_WEBHOOK !== undefined && { webhook: env.LINK_ALERT_WEBHOOK }),
    log,
  });
  health.start();
  return {
    stop: async () => {
      await health.stop();
      await store.close();
    },
  };
}
