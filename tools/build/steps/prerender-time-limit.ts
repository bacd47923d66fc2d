/**
 * Loaded first into `react-router build` (`--import`, bundle-and-check.ts). React Router renders
 * the SPA fallback through its preview server and gives that one request 10 s
 * (`AbortSignal.timeout(1e4)`, no retry, not configurable). Under a load of 20 on two cores the
 * first render of a fresh build took longer and failed the build (docs/benchmarks-history.md;
 * the deploy journey's first try under `npm test`, which passed its retry). In that process
 * every `AbortSignal.timeout` waits at least two minutes: a slow machine makes a slow build, not
 * a failed one.
 */
const MIN_TIMEOUT_MS = 120_000;

const timeout = AbortSignal.timeout.bind(AbortSignal);
AbortSignal.timeout = (ms: number) => timeout(Math.max(ms, MIN_TIMEOUT_MS));
