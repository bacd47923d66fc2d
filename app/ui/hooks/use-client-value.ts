import { useSyncExternalStore } from "react";

const subscribeNever = () => () => {};

/**
 * A browser-only value (a feature test, the user agent): `serverValue` in the prerendered HTML
 * and during hydration, then `read()` once hydrated, so the two renders never mismatch.
 * `read` must return a primitive, or the same object each time.
 */
export function useClientValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribeNever, read, () => serverValue);
}
