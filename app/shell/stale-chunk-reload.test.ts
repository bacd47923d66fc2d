import { expect, test } from "vitest";
import { reloadOnStaleChunk } from "./stale-chunk-reload.ts";

/** A window as far as the handler uses it: real events and a storage of its own. */
function tab(start: number) {
  const events = new EventTarget();
  const stored = new Map<string, string>();
  const state = { reloads: 0, now: start, loaded: [] as string[] };
  const win: Parameters<typeof reloadOnStaleChunk>[0] = {
    addEventListener: (type: string, listener: (event: Event) => void) =>
      events.addEventListener(type, listener),
    sessionStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    },
    location: {
      reload: () => void (state.reloads += 1),
      assign: (url: string | URL) => void state.loaded.push(String(url)),
    },
  };
  reloadOnStaleChunk(win, () => state.now);
  const fail = () => {
    const event = new Event("vite:preloadError", { cancelable: true });
    events.dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { state, fail, win };
}

test("a failed chunk load reloads the page once, not in a loop", () => {
  const { state, fail } = tab(1_000_000);
  expect(fail()).toBe(true);
  expect(state.reloads).toBe(1);
  // The reloaded page fails again at once: no second reload, the error is left to the page.
  state.now += 5_000;
  expect(fail()).toBe(false);
  expect(state.reloads).toBe(1);
  // A later deploy, much later in the same tab: one reload again.
  state.now += 120_000;
  expect(fail()).toBe(true);
  expect(state.reloads).toBe(2);
});

test("during a client-side navigation the reload loads the page being navigated to", () => {
  const { state, fail, win } = tab(1_000_000);
  const location = { pathname: "/insights/short-names", search: "?q=1", hash: "#faq" };
  win.__reactRouterDataRouter = { state: { navigation: { location } } };
  expect(fail()).toBe(true);
  expect(state.loaded).toEqual(["/insights/short-names?q=1#faq"]);
  expect(state.reloads).toBe(0);
});
