/**
 * Counts clicks in memory and writes them to the store in batches, off the request path:
 * `record` only bumps a number. A store that is down or full keeps the counts in memory (up to
 * `maxKeys` distinct slug/page/day rows; further new rows are dropped and counted) and is
 * retried at the next interval; the failure is logged at most once per `logEveryMs`.
 */
import type { ClickRow, ClickStore } from "./click-store.ts";

export interface ClickCounterOptions {
  store: ClickStore;
  /** How often a batch is written; also what a `kill -9` can lose at most. */
  flushMs: number;
  log: (line: string) => void;
  maxKeys?: number;
  logEveryMs?: number;
  now?: () => number;
}

export interface ClickCounter {
  record(click: { slug: string; page: string; day: string }): void;
  /** Writes what is pending now; resolves when the store has it (or has failed). */
  flush(): Promise<void>;
  /** Stops the timer, writes what is pending, closes the store. */
  close(): Promise<void>;
  stats(): { pending: number; dropped: number };
}

export const DEFAULT_MAX_KEYS = 100_000;
const SEPARATOR = "\u0000";

export function createClickCounter(options: ClickCounterOptions): ClickCounter {
  const { store, log } = options;
  const maxKeys = options.maxKeys ?? DEFAULT_MAX_KEYS;
  const logEveryMs = options.logEveryMs ?? 60_000;
  const now = options.now ?? Date.now;
  let pending = new Map<string, number>();
  let dropped = 0;
  let lastLog = -Infinity;
  let running: Promise<void> | undefined;

  const add = (key: string, count: number) => {
    const current = pending.get(key);
    if (current !== undefined) pending.set(key, current + count);
    else if (pending.size < maxKeys) pending.set(key, count);
    else dropped += count;
  };

  const writeBatch = async () => {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    const rows: ClickRow[] = [...batch].map(([key, clicks]) => {
      const [slug = "", page = "", day = ""] = key.split(SEPARATOR);
      return { slug, page, day, clicks };
    });
    try {
      await store.add(rows);
    } catch (error) {
      for (const [key, count] of batch) add(key, count);
      if (now() - lastLog >= logEveryMs) {
        lastLog = now();
        const reason = error instanceof Error ? error.message : String(error);
        log(
          `click store unavailable (${reason}): ${pending.size} rows kept in memory, ${dropped} clicks dropped so far`,
        );
      }
    }
  };

  const flush = (): Promise<void> => {
    // One write at a time; a flush asked during one waits for it, then writes what came since.
    const next = (running ?? Promise.resolve()).then(writeBatch);
    running = next;
    return next;
  };

  const timer = setInterval(() => void flush(), options.flushMs);
  timer.unref();

  return {
    record: ({ slug, page, day }) => add([slug, page, day].join(SEPARATOR), 1),
    flush,
    close: async () => {
      clearInterval(timer);
      await flush();
      const lost = [...pending.values()].reduce((a, b) => a + b, 0);
      if (lost > 0) log(`click store unavailable at shutdown: ${lost} clicks not stored`);
      await store.close().catch(() => undefined);
    },
    stats: () => ({ pending: [...pending.values()].reduce((a, b) => a + b, 0), dropped }),
  };
}
