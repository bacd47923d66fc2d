import { DEMO_PAGE_PATHS } from "#tools/bench/page-types.ts";
import { expect, test, waitForHydration } from "#tests/support/fixtures.ts";

/**
 * The demo content is well formed: each page type loads and hydrates without a console error or
 * warning, and the server's Content-Security-Policy blocks nothing the page itself needs.
 */
for (const path of DEMO_PAGE_PATHS) {
  test(`${path} loads with a quiet console and nothing blocked by its CSP`, async ({
    page,
    consoleMessages,
  }) => {
    await page.addInitScript(() => {
      const violations: string[] = [];
      Object.assign(window, { __violations: violations });
      document.addEventListener("securitypolicyviolation", (event) =>
        violations.push(`${event.violatedDirective}: ${event.blockedURI || event.sample}`),
      );
    });
    const response = await page.goto(path);
    const policy = response?.headers()["content-security-policy"];
    expect(policy).toContain("script-src 'self' 'sha256-");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    await waitForHydration(page);
    await expect(page.getByRole("main")).not.toBeEmpty();
    expect(
      await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations),
    ).toEqual([]);
    expect(consoleMessages).toEqual([]);
  });
}
