/**
 * One timer for the next instant something is due (a scheduled entry's `publishAt`), armed again
 * whenever that instant changes: no polling in between. A delay past `MAX_DELAY_MS` waits in
 * steps of it: `setTimeout` fires at once past 2^31 - 1 ms (24.8 days), and a step an hour long
 * also follows a wall clock that was set right meanwhile (the timer counts monotonic time, the
 * schedule is wall-clock time).
 */

/** The longest single wait (1 hour). */
const MAX_DELAY_MS = 60 * 60 * 1000;

export interface DueTimer {
  /** Calls `onDue` once at `at` (ms since the epoch); undefined disarms. Replaces the last. */
  arm(at: number | undefined): void;
  stop(): void;
}

export function createDueTimer(onDue: () => void, maxDelayMs = MAX_DELAY_MS): DueTimer {
  let timer: NodeJS.Timeout | undefined;
  let armedAt: number | undefined;
  const wait = () => {
    if (armedAt === undefined) return;
    const delay = armedAt - Date.now();
    timer = setTimeout(
      () => {
        if (armedAt === undefined || armedAt > Date.now()) return wait();
        armedAt = undefined;
        onDue();
      },
      Math.max(0, Math.min(delay, maxDelayMs)),
    );
    // A schedule never keeps a process alive that has nothing else to do.
    timer.unref();
  };
  return {
    arm(at) {
      if (at === armedAt) return;
      clearTimeout(timer);
      armedAt = at;
      wait();
    },
    stop() {
      clearTimeout(timer);
      armedAt = undefined;
    },
  };
}
