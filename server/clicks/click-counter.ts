/**
 * Counts clicks in memory and writes them to the store in batches, off the request path:
 * `record` only bumps a number. A store that is down, hung or full keeps the counts in memory
 * (up to `maxKeys` distinct slug/page/day/country/device rows; further new rows are dropped and counted) and is
 * retried at the next interval. An outage (a full disk, a database down) is said once in the log
 * when writes start failing and once when they succeed again, with the clicks kept meanwhile;
 * every click that could not be kept or stored is counted in the log.
 */
import { randomUUID } from "node:crypto";
import { clickGroupOf, type ClickRow, type ClickStore } from "./click-store.ts";
import { createOutageLog } from "./outage-log.ts";
import type { Spill } from "./spill.ts";

export interface ClickCounterOptions {
  store: ClickStore;
  /** How often a batch is written; also what a `kill -9` can lose at most. */
  flushMs: number;
  log: (line: string) => void;
  maxKeys?: number;
  /** The clock the outage's length is read from (milliseconds). */
  now?: () => number;
  /** How long writes must work before an outage is said over (default: ten intervals). */
  settleMs?: number;
  /** How long close() may take in all: a hung database never answers. */
  closeTimeoutMs?: number;
  /** Where a stop leaves what it could not store, and where a start takes it back from. */
  spill?: Spill;
}

export interface ClickCounter {
  /** One click; country, device, placement, target are "" (or left out) when unknown. */
  record(click: Omit<ClickRow, "clicks" | "clickIds"> & { clickId?: string }): void;
  /** Writes what is pending now; resolves when the store has it (or has failed). */
  flush(): Promise<void>;
  /**
   * Starts writing what is pending at once, without waiting for a write in progress: for the
   * process's `exit` event, where only synchronous work runs (SQLite finishes it there).
   */
  writeNow(): void;
  /** Stops the timer, writes what is pending, closes the store. */
  close(): Promise<void>;
  stats(): { pending: number; dropped: number };
}

const DEFAULT_MAX_KEYS = 100_000;
/** The most a stop waits for the last write (see PG_TIMEOUT_MS: one attempt fits). */
export const CLICKS_CLOSE_TIMEOUT_MS = 4000;
const SEPARATOR = "\u0000";

const sum = (counts: Iterable<number>) => [...counts].reduce((a, b) => a + b, 0);

interface Batch {
  id: string;
  counts: Map<string, number>;
  /** The click ids by key, for the clicks that have one. */
  ids: Map<string, string[]>;
}

// Long: its closures share the pending counts, the batch in flight and the timers.
export function createClickCounter(options: ClickCounterOptions): ClickCounter {
  const { store, log } = options;
  const maxKeys = options.maxKeys ?? DEFAULT_MAX_KEYS;
  const now = options.now ?? Date.now;
  let pending = new Map<string, number>();
  let pendingIds = new Map<string, string[]>();
  let idCount = 0;
  let dropped = 0;
  const outage = createOutageLog(log, now, options.settleMs ?? options.flushMs * 10);
  let closed = false;
  let running: Promise<void> | undefined;
  // Batches written before and not confirmed (or taken back from a spill file), oldest first.
  const queue: Batch[] = (options.spill?.claim() ?? []).map(({ id, rows }) => ({
    id,
    counts: new Map(rows.map((row) => [clickGroupOf(row).join(SEPARATOR), row.clicks])),
    ids: new Map(rows.map((row) => [clickGroupOf(row).join(SEPARATOR), [...(row.clickIds ?? [])]])),
  }));
  // A timer only while clicks wait, and one that holds the process open: a process whose
  // work is otherwise done still writes its last batch before it ends.
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    if (timer || closed || (pending.size === 0 && queue.length === 0)) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush().then(schedule);
    }, options.flushMs);
  };

  const add = (key: string, count: number, clickId: string | undefined) => {
    const current = pending.get(key);
    if (current !== undefined) pending.set(key, current + count);
    else if (pending.size < maxKeys) pending.set(key, count);
    else {
      if (dropped === 0)
        log(`click memory full (${maxKeys} rows): new rows are dropped and counted`);
      dropped += count;
      return;
    }
    // Ids are bounded like keys: past the bound a click is still counted, without its id.
    if (clickId === undefined || idCount >= maxKeys) return;
    idCount += 1;
    const list = pendingIds.get(key);
    if (list) list.push(clickId);
    else pendingIds.set(key, [clickId]);
  };

  /** Takes what is pending as one batch with an id of its own. */
  const takePending = (): Batch | undefined => {
    if (pending.size === 0) return undefined;
    const counts = pending;
    const ids = pendingIds;
    pending = new Map();
    pendingIds = new Map();
    idCount = 0;
    return { id: randomUUID(), counts, ids };
  };

  const writeBatch = async (): Promise<void> => {
    // A failed batch is retried as it was, under its id, before anything newer: a store that
    // ran it after all (a hung database waking) sees the id again and adds nothing twice.
    if (queue.length === 0) {
      const fresh = takePending();
      if (!fresh) return;
      queue.push(fresh);
    }
    const batch = queue[0] as Batch;
    try {
      await store.add(rowsOf(batch), batch.id);
    } catch (error) {
      outage.failed(error instanceof Error ? error.message : String(error), stats().pending);
      return;
    }
    queue.shift();
    outage.stored(sum(batch.counts.values()));
    if (queue.length > 0 || pending.size > 0) return writeBatch();
    outage.drained(dropped);
  };

  const stats = () => ({
    pending: sum(pending.values()) + sum(queue.flatMap((batch) => [...batch.counts.values()])),
    dropped,
  });

  const flush = (): Promise<void> => {
    // One write at a time; a flush asked during one waits for it, then writes what came since.
    const next = (running ?? Promise.resolve()).then(writeBatch);
    running = next;
    return next;
  };

  // Clicks an earlier stop saved are written at the first interval.
  schedule();
  return {
    record: ({ clickId, ...click }) => {
      add(clickGroupOf(click).join(SEPARATOR), 1, clickId);
      schedule();
    },
    flush,
    writeNow: () => void writeBatch(),
    close: async () => {
      closed = true;
      clearTimeout(timer);
      const budget = options.closeTimeoutMs ?? CLICKS_CLOSE_TIMEOUT_MS;
      const deadline = performance.now() + budget;
      const until = (ms: number) =>
        new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)).unref());
      // The last write gets most of the time; letting go of the store the rest.
      await Promise.race([flush(), until(budget - 500)]);
      outage.close();
      spillOrLogLost();
      await Promise.race([
        store.close().catch(() => undefined),
        until(deadline - performance.now()),
      ]);
    },
    stats,
  };

  /** At shutdown: what is not stored goes to the spill file, else the log counts it. */
  function spillOrLogLost(): void {
    const fresh = takePending();
    if (fresh) queue.push(fresh);
    const waiting = sum(queue.flatMap((batch) => [...batch.counts.values()]));
    const file =
      waiting > 0
        ? options.spill?.save(queue.map((batch) => ({ id: batch.id, rows: rowsOf(batch) })))
        : undefined;
    if (file !== undefined) {
      log(
        `click store unavailable at shutdown: ${waiting} clicks saved to ${file}, stored at the next start; ${dropped} dropped earlier when memory was full`,
      );
      queue.length = 0;
      return;
    }
    // Only the oldest batch was ever sent; a store whose failed write may still commit (a hung
    // database) leaves it open.
    const sent = sum(queue[0]?.counts.values() ?? []);
    const unconfirmed = store.failuresMayCommit ? sent : 0;
    const lost = waiting - unconfirmed + dropped;
    if (lost + unconfirmed === 0) return;
    const parts = [
      `${lost} clicks not stored (${dropped} of them dropped earlier when memory was full)`,
    ];
    if (unconfirmed > 0) {
      parts.push(
        `${unconfirmed} sent but unconfirmed (stored if the database runs them when it answers)`,
      );
    }
    log(`click store unavailable at shutdown: ${parts.join(", ")}`);
  }
}

function rowsOf(batch: Batch): ClickRow[] {
  return [...batch.counts].map(([key, clicks]) => {
    const [slug = "", page = "", day = "", ...rest] = key.split(SEPARATOR);
    const [country, device, placement, target] = rest;
    const clickIds = batch.ids.get(key) ?? [];
    // Unknown fields are left out, as rows written before they were kept.
    return {
      slug,
      page,
      day,
      ...(country && { country }),
      ...(device && { device }),
      ...(placement && { placement }),
      ...(target && { target }),
      clicks,
      ...(clickIds.length > 0 && { clickIds }),
    };
  });
}
