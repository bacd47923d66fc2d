import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "#tests/support/chromium.ts";

/**
 * Each project gets its own site: its own build of its own content copy on its own port
 * (tests/support/e2e-server.ts), so pages one project publishes during a test never race the other.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const sites = { phone: port, desktop: port + 1 } as const;
const urlOf = (sitePort: number) => `http://localhost:${sitePort}`;

const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: `.tmp/e2e-results-${port}`,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : "list",
  // A page published after the build hydrates and renders in the browser; on a busy 2-core CI
  // machine that took over 5 s once. Waiting longer costs passing tests nothing.
  expect: { timeout: 10_000 },
  use: {
    trace: "retain-on-failure",
    launchOptions: chromium,
  },
  projects: [
    {
      name: "phone",
      // Tests tagged @desktop need a wide window; @phone ones a narrow one.
      grepInvert: /@desktop/,
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 375, height: 812 },
        baseURL: urlOf(sites.phone),
        launchOptions: chromium,
      },
    },
    {
      name: "desktop",
      grepInvert: /@phone/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        baseURL: urlOf(sites.desktop),
        launchOptions: chromium,
      },
    },
  ],
  webServer: Object.values(sites).map((sitePort) => ({
    command: "node tests/support/e2e-server.ts",
    url: `${urlOf(sitePort)}/`,
    env: { E2E_PORT: String(sitePort) },
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: "pipe" as const,
  })),
});
