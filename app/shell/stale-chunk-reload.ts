/**
 * A tab opened before a deploy whose script chunk is gone anyway (decision 055: the server keeps
 * earlier builds' chunks for a stated time): Vite's `vite:preloadError` event says a dynamic
 * import failed; the page reloads once to get the new build's pages and chunks, instead of
 * breaking. A second failure within a minute of that reload is left to the error boundary.
 */

const KEY = "stale-chunk-reload";
const AGAIN_AFTER_MS = 60_000;

interface ReloadWindow {
  addEventListener(type: string, listener: (event: Event) => void): void;
  sessionStorage: Pick<Storage, "getItem" | "setItem">;
  location: Pick<Location, "reload">;
}

/** Listens for failed chunk loads on `win`; reloads once, with the time kept in sessionStorage. */
export function reloadOnStaleChunk(win: ReloadWindow, now: () => number = Date.now): void {
  win.addEventListener("vite:preloadError", (event) => {
    try {
      const last = Number(win.sessionStorage.getItem(KEY) ?? 0) || 0;
      if (now() - last < AGAIN_AFTER_MS) return;
      win.sessionStorage.setItem(KEY, String(now()));
    } catch {
      // No storage (a private window's quota): reload anyway, once per page load.
    }
    event.preventDefault();
    win.location.reload();
  });
}
