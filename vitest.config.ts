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
  },
});
