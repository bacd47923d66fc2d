/** A running server with a links.json, a real SQLite click store, and raw requests. */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServer, type RunningServer } from "#server/main.ts";
import { createClickCounter, type ClickCounter } from "#server/clicks/click-counter.ts";
import type { ClickStore } from "#server/clicks/click-store.ts";
import { openSqliteStore } from "#server/clicks/sqlite-store.ts";
import type { PostbackRoute } from "#server/postback/postback-route.ts";

export const SITE_URL = "https://site.example";
export const LINKS = [
  { slug: "namecheap", url: "https://www.namecheap.com/?aff=12345", merchant: "Namecheap" },
  { slug: "book", url: "https://www.amazon.com/dp/B000TEST?tag=site-20#reviews", cloak: false },
];

export interface GoFixture {
  server: RunningServer;
  contentDir: string;
  store: ClickStore;
  clicks: ClickCounter;
  logs: string[];
  cleanup: () => Promise<void>;
}

/**
 * `openStore` defaults to a SQLite file in the fixture's temp folder; `links` to LINKS, and
 * `countryHeader` to the server's default.
 */
export async function createGoFixture(
  openStore?: () => Promise<ClickStore>,
  options: { links?: readonly unknown[]; countryHeader?: string; postback?: PostbackRoute } = {},
): Promise<GoFixture> {
  const root = await mkdtemp(path.join(tmpdir(), "go-route-"));
  const clientDir = path.join(root, "build", "client");
  const contentDir = path.join(root, "content");
  await mkdir(clientDir, { recursive: true });
  await mkdir(contentDir, { recursive: true });
  await writeFile(path.join(clientDir, "index.html"), "<!doctype html><title>home</title>");
  await writeFile(path.join(contentDir, "content-manifest.json"), "[]");
  await writeFile(path.join(contentDir, "links.json"), JSON.stringify(options.links ?? LINKS));
  const store = openStore
    ? await openStore()
    : openSqliteStore(path.join(root, "data", "clicks.sqlite"));
  const logs: string[] = [];
  const log = (line: string) => logs.push(line);
  // A long interval: tests flush by hand, so nothing is written behind their back. An outage is
  // said over 50 ms after writes work again.
  const clicks = createClickCounter({ store, flushMs: 600_000, log, settleMs: 50 });
  const server = await startServer({
    clientDir,
    contentDir,
    siteUrl: SITE_URL,
    log,
    clicks,
    ...(options.countryHeader !== undefined && { countryHeader: options.countryHeader }),
    ...(options.postback && { postback: options.postback }),
  });
  const cleanup = async () => {
    await server.close();
    await rm(root, { recursive: true, force: true });
  };
  return { server, contentDir, store, clicks, logs, cleanup };
}

/** The slug counts written so far (after a flush). */
export async function countsBy(fx: GoFixture, by: "slug" | "page"): Promise<unknown[]> {
  await fx.clicks.flush();
  return fx.store.report({ by: [by] });
}
