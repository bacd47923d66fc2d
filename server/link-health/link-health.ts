/**
 * The daily link check the server runs by itself: every URL of the registry (each target,
 * country URL and fallback too), one request per host at a time, marked broken after two
 * failures in a row and healthy again after one success. A change of state is posted as JSON to
 * `LINK_ALERT_WEBHOOK`. With several workers or servers, the lock in the click store lets one
 * check run, and at most once per interval, wherever it runs. The check keeps its clock: due at
 * its first run and every interval after (not an interval after a check ends), whichever worker
 * or server runs it and across restarts; each worker sleeps until the next due moment.
 */
import { randomUUID } from "node:crypto";
import { fillPlaceholders, type LinkRegistry } from "#app/affiliate/index.ts";
import type { HealthStore, UrlHealth } from "./health-store.ts";
import { probeUrl, type Probe } from "./probe.ts";

export const DEFAULT_LINK_CHECK_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** Failures in a row that make a URL broken. */
const FAILURES_TO_BREAK = 2;
/** How many hosts are checked at once (each host one request at a time). */
const HOSTS_AT_ONCE = 6;

export interface LinkHealthOptions {
  store: HealthStore;
  links: () => Promise<LinkRegistry>;
  /** Each slug's pages (site paths) that use it. */
  pagesUsing: () => Promise<ReadonlyMap<string, readonly string[]>>;
  intervalMs?: number;
  webhook?: string;
  log: (line: string) => void;
  now?: () => number;
  probe?: (url: string) => Promise<Probe>;
  /** How long after `start()` the first check runs; default a minute. */
  startDelayMs?: number;
}

export interface LinkHealth {
  /** Checks now when no other check holds the lock or ran within the interval; true if it did. */
  runIfDue(): Promise<boolean>;
  /**
   * Starts checking in the background: at the next due moment on the store's clock (after the
   * start delay when it has passed or none ran yet), then at each due moment.
   */
  start(): void;
  /** Stops the timer and waits for a running check to let go of the lock. */
  stop(): Promise<void>;
}

export function createLinkHealth(options: LinkHealthOptions): LinkHealth {
  const intervalMs = options.intervalMs ?? DEFAULT_LINK_CHECK_INTERVAL_MS;
  const now = options.now ?? Date.now;
  const holder = randomUUID();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const runIfDue = async (): Promise<boolean> => {
    // A lease well past any real check: a holder that died lets go by itself.
    if (!(await options.store.tryLock(holder, now(), intervalMs, 60 * 60 * 1000))) return false;
    try {
      await checkAll(options, now);
    } finally {
      await options.store.unlock(holder);
    }
    return true;
  };
  let started = false;
  let stopped = false;
  /**
   * Sleeps until the next due moment, asks, and sleeps again: `overdueMs` when the moment has
   * passed or the store cannot say (a minute after the start: a deploy settles first), at most
   * an hour (a clock changed elsewhere is read again).
   */
  const schedule = async (overdueMs: number) => {
    const due = await options.store.nextDue(intervalMs).catch(() => undefined);
    if (stopped) return;
    const until = due === undefined ? 0 : due - now();
    const wait = Math.min(until > 0 ? until : overdueMs, 60 * 60 * 1000);
    timer = setTimeout(() => {
      running = runIfDue()
        .catch((error: unknown) => options.log(`link check failed: ${String(error)}`))
        .finally(() => void schedule(60_000));
    }, wait).unref();
  };
  return {
    runIfDue,
    start: () => {
      if (started || stopped) return;
      started = true;
      // The first check a minute after the start (a deploy settles first; a short-lived
      // process never checks), or at the due moment the store's clock names.
      void schedule(options.startDelayMs ?? 60_000);
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      // A store closed under a running check would keep the lock for its whole lease.
      await running;
    },
  };
}

async function checkAll(options: LinkHealthOptions, now: () => number): Promise<void> {
  const [registry, pagesBySlug, before] = await Promise.all([
    options.links(),
    options.pagesUsing(),
    options.store.states(),
  ]);
  const targets = registryUrls(registry);
  const probe = options.probe ?? ((url: string) => probeUrl(url));
  const results = await probeByHost([...targets.keys()], probe);
  const previous = new Map(before.map((state) => [state.url, state]));
  const states: UrlHealth[] = [];
  for (const [url, slugs] of targets) {
    const result = results.get(url) ?? { failed: true, reason: "not checked" };
    const failures = result.failed ? (previous.get(url)?.failures ?? 0) + 1 : 0;
    const pages = [...new Set(slugs.flatMap((slug) => pagesBySlug.get(slug) ?? []))].sort();
    const state: UrlHealth = {
      url,
      slugs,
      pages,
      failures,
      broken: failures >= FAILURES_TO_BREAK,
      reason: result.reason,
      checkedAt: new Date(now()).toISOString(),
    };
    states.push(state);
    const was = previous.get(url)?.broken ?? false;
    if (state.broken !== was) {
      options.log(
        `link ${slugs.join(", ")}: ${url} is ${state.broken ? "broken" : "working again"} (${result.reason})`,
      );
      await alert(options, state);
    }
  }
  await options.store.save(states);
}

/** Each URL a visitor may be sent to, with the slugs that send there. */
function registryUrls(registry: LinkRegistry): Map<string, string[]> {
  const urls = new Map<string, string[]>();
  for (const [slug, entry] of registry.bySlug) {
    const all = [
      entry.url,
      ...(entry.targets ?? []).map((target) => target.url),
      ...Object.values(entry.countries ?? {}),
      ...(entry.fallback === undefined ? [] : [entry.fallback]),
    ];
    for (const raw of all) {
      const url = fillPlaceholders(raw, { page: "", placement: "" }, entry.values).url;
      const slugs = urls.get(url) ?? [];
      if (!slugs.includes(slug)) slugs.push(slug);
      urls.set(url, slugs);
    }
  }
  return urls;
}

/** One request per host at a time; a few hosts at once. */
async function probeByHost(
  urls: readonly string[],
  probe: (url: string) => Promise<Probe>,
): Promise<Map<string, Probe>> {
  const byHost = new Map<string, string[]>();
  for (const url of urls) {
    const host = new URL(url).host;
    byHost.set(host, [...(byHost.get(host) ?? []), url]);
  }
  const queues = [...byHost.values()];
  const results = new Map<string, Probe>();
  const worker = async () => {
    for (let queue = queues.shift(); queue; queue = queues.shift()) {
      for (const url of queue) results.set(url, await probe(url));
    }
  };
  await Promise.all(Array.from({ length: Math.min(HOSTS_AT_ONCE, queues.length) }, worker));
  return results;
}

async function alert(options: LinkHealthOptions, state: UrlHealth): Promise<void> {
  if (!options.webhook) return;
  const body = {
    event: state.broken ? "link-broken" : "link-working",
    url: state.url,
    links: state.slugs,
    pages: state.pages,
    reason: state.reason,
    failures: state.failures,
    checkedAt: state.checkedAt,
  };
  try {
    const response = await fetch(options.webhook, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    await response.body?.cancel();
    if (!response.ok) options.log(`link alert webhook answered HTTP ${response.status}`);
  } catch (error) {
    options.log(`link alert webhook failed: ${String(error)}`);
  }
}
