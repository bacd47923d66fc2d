/**
 * A tab opened before a deploy whose script chunk is gone anyway (decision 055: the server keeps
 * earlier builds' chunks for a stated time): Vite's `vite:preloadError` event says a dynamic
 * import failed; the page reloads once to get the new build's pages and chunks, instead of
 * breaking. During a client-side navigation (a link's page loading its data), the reload loads
 * the page being navigated to: the address bar still shows the page the visitor is leaving. A
 * second failure within a minute of that reload is left to the error boundary.
 */

const KEY = "stale-chunk-reload";
const AGAIN_AFTER_MS = 60_000;

interface NavigationLocation {
  pathname: string;
  search: string;
  hash: string;
}

interface ReloadWindow {
  addEventListener(type: string, listener: (event: Event) => void): void;
  sessionStorage: Pick<Storage, "getItem" | "setItem">;
  location: Pick<Location, "reload" | "assign">;
  /**
   * React Router's router, which framework mode's hydrated router sets on the window (its own
   * hot reload reads it): its navigation state names the page being loaded, set before the
   * page's loaders run, so before any chunk they import can fail.
   */
  __reactRouterDataRouter?: { state: { navigation: { location?: NavigationLocation } } };
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
    const loading = win.__reactRouterDataRouter?.state.navigation.location;
    if (loading) win.location.assign(`${loading.pathname}${loading.search}${loading.hash}`);
    else win.location.reload();
  });
}
