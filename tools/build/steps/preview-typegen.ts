/**
 * Loaded first into `react-router build` (`--import`, bundle-and-check.ts). React Router renders
 * the SPA fallback through Vite's preview server, and its plugin starts the route type generator's
 * watcher for every "serve" command, the preview's included (`@react-router/dev`'s vite.js:
 * `if (viteCommand === "serve") typegenWatcherPromise = watch(...)`). The watcher deletes and
 * rewrites the checkout's `.react-router/types` and nothing awaits it: two builds of one checkout
 * at once (the browser tests' sites) raced there, and the loser's `rmdir` failed with ENOTEMPTY,
 * an unhandled rejection that ended the build (the deploy-open-tab journey, once per few CI runs).
 * The build never reads those types; they are the editor's and `npm run typecheck`'s, which writes
 * them again. Here that failure is one line and the build goes on; any other unhandled rejection
 * still ends the process. `npm run dev` loads it too (its script, through NODE_OPTIONS, which the
 * dev server's relaunch of itself keeps), and with it the browser tests' dev server: its watcher
 * raced a build the same way (ENOENT writing a route's types).
 */
import path from "node:path";

const TYPES_FOLDER = `${path.sep}.react-router${path.sep}types`;

process.on("unhandledRejection", (reason) => {
  if (isTypesFolderError(reason)) {
    console.warn(`Route types not written (another build was writing them): ${reason.message}`);
    return;
  }
  throw reason;
});

function isTypesFolderError(reason: unknown): reason is NodeJS.ErrnoException & { path: string } {
  if (!(reason instanceof Error)) return false;
  const { code, path: file } = reason as NodeJS.ErrnoException;
  return typeof code === "string" && typeof file === "string" && file.includes(TYPES_FOLDER);
}
