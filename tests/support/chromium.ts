/**
 * Debian's Chromium, as every tool here starts it: headless, and without the background
 * connections this machine's closed network would refuse. Used by the browser tests, the
 * screenshots and the bench.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
