/**
 * What the click counter says about its store (issue 51): once when writes start failing, once
 * when they work again, with the clicks kept in memory meanwhile. A store on a full disk flaps:
 * SQLite, reopened after a failed write, frees its write-ahead log and the next write fits, then
 * a few later fail again; so an outage ends only after writes have worked for `settleMs`.
 */
export interface OutageLog {
  /** A write failed: the first of an outage is said, with the clicks waiting. */
  failed(reason: string, waiting: number): void;
  /** A batch of `clicks` was stored. */
  stored(clicks: number): void;
  /** Nothing waits any more: the outage ends unless a write fails within `settleMs`. */
  drained(dropped: number): void;
  /** The counter stops: an outage that was ending is said ended now. */
  close(): void;
}

export function createOutageLog(
  log: (line: string) => void,
  now: () => number,
  settleMs: number,
): OutageLog {
  let outage: { since: number; kept: number; until?: number } | undefined;
  let settle: NodeJS.Timeout | undefined;
  let ended = () => undefined as void;
  return {
    failed: (reason, waiting) => {
      clearTimeout(settle);
      settle = undefined;
      if (outage) {
        outage.until = undefined;
        return;
      }
      outage = { since: now(), kept: 0 };
      log(
        `click store unavailable (${reason}): clicks are kept in memory and stored once it can write (${waiting} waiting; said again when they are)`,
      );
    },
    stored: (clicks) => {
      if (outage && outage.until === undefined) outage.kept += clicks;
    },
    drained: (dropped) => {
      if (!outage || outage.until !== undefined) return;
      const current = outage;
      current.until = now();
      ended = () => {
        clearTimeout(settle);
        settle = undefined;
        if (outage !== current) return;
        outage = undefined;
        const after = Math.round(((current.until ?? now()) - current.since) / 1000);
        const lost = dropped > 0 ? ` (${dropped} dropped so far when memory was full)` : "";
        log(
          `click store available again after ${after} s: ${current.kept} clicks kept in memory meanwhile, now stored${lost}`,
        );
      };
      settle = setTimeout(ended, settleMs).unref();
    },
    close: () => {
      if (settle) ended();
    },
  };
}
