/**
 * The server's background link check, as `npm start` runs it in each worker (the lock in the
 * click store lets one check at a time): LINK_CHECK_INTERVAL (`24h` by default; `30m`, `12h`,
 * `2d`, or seconds; `off` stops it), LINK_ALERT_WEBHOOK (a URL that receives a JSON POST when a
 * link breaks or works again).
 */
import type { ClicksEnv } from "#app/config/index.server.ts";
import { createRegistryLoader } from "#server/go/registry-loader.ts";
import { openHealthStore, type HealthStore } from "./health-store.ts";
import { createLinkHealth, DEFAULT_LINK_CHECK_INTERVAL_MS } from "./link-health.ts";
import { pagesUsingLinks } from "./link-pages.ts";

const UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `24h`, `30m`, `2d`, `3600` (seconds) → ms; `off` or `0` → 0; undefined when unreadable. */
export function readInterval(raw: string | undefined): number | undefined {
  const value = (raw ?? "").trim().toLowerCase();
  if (value === "") return DEFAULT_LINK_CHECK_INTERVAL_MS;
  if (value === "off" || value === "0") return 0;
  const match = /^(\d+)\s*([smhd]?)$/.exec(value);
  if (!match) return undefined;
  const ms = Number(match[1]) * (UNITS[match[2] || "s"] ?? 1000);
  // Checking merchants more often than every minute would be a load test, not a check.
  return ms >= 60_000 ? ms : undefined;
}

export async function startLinkHealth(
  clicksEnv: Pick<ClicksEnv, "databaseUrl" | "sqliteFile">,
  contentDir: string,
  log: (line: string) => void,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ stop(): Promise<void> } | undefined> {
  const intervalMs = readInterval(env.LINK_CHECK_INTERVAL);
  if (intervalMs === undefined) {
    log(
      `LINK_CHECK_INTERVAL must be like 24h, 30m or 2d (at least 1m) or off, got "${env.LINK_CHECK_INTERVAL}": links are not checked`,
    );
    return undefined;
  }
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
    ...(env.LINK_ALERT_WEBHOOK && { webhook: env.LINK_ALERT_WEBHOOK }),
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
