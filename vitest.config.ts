import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "app/**/*.test.ts",
      "server/**/*.test.ts",
      "tools/**/*.test.ts",
      "tests/support/**/*.test.ts",
      "tests/seams/**/*.test.ts",
    ],
    environment: "node",
    // Many tests start processes (servers, builds); on a shared 2-core machine 5 s is too short.
    testTimeout: 15_000,
    // Two files at a time at least: Vitest's default (the cores less one) ran one at a time on
    // CI's two cores, though most files wait on the processes they start. On this 2-core machine
    // the whole suite took 773 s one at a time, 459 to 547 s two at a time (three whole runs of
    // 1,521 tests, 2026-12-06 and 07; an earlier one found a race: decision 082).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
