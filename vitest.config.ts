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
  },
});
