import path from "node:path";
import type { Page } from "@playwright/test";
import { DEMO_PAGES } from "#tools/bench/page-types.ts";
import { e2eRoot } from "#tests/support/e2e-paths.ts";
import { expect, test, waitForHydration } from "#tests/support/fixtures.ts";
import { startStaticHost } from "#tests/support/static-host.ts";

/**
 * On a host that sends no Content-Security-Policy (a static host, a CDN without rules), each
 * page's own `<meta http-equiv>` policy still applies: it lets the page's own inline scripts
 * run, nothing else.
 */
const buildOf = (baseURL: string | undefined) =>
  path.join(e2eRoot(Number(new URL(baseURL ?? "").port)), "build", "client");

const watchViolations = () => {
  const violations: string[] = [];
  Object.assign(window, { __violations: violations });
  document.addEventListener("securitypolicyviolation", (event) =>
    violations.push(`${event.violatedDirective}: ${event.blockedURI || event.sample}`),
  );
};
const violationsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

test("a page served with no CSP header enforces its own meta policy and blocks nothing of its own", async ({
  page,
  baseURL,
  consoleMessages,
}) => {
  const host = await startStaticHost(buildOf(baseURL));
  try {
    await page.addInitScript(watchViolations);
    const response = await page.goto(`${host.url}${DEMO_PAGES["blog post"]}`);
    expect(response?.headers()["content-security-policy"]).toBeUndefined();
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The meta policy lists exactly the hashes of the page's own inline scripts.
    const { listed, own } = await page.evaluate(async () => {
      const meta = document.querySelector('meta[http-equiv="Content-Security-Policy"]');
      const policy = meta?.getAttribute("content") ?? "";
      const scriptSrc = policy.split("; ").find((part) => part.startsWith("script-src ")) ?? "";
      const digest = async (text: string) => {
        const bytes = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
        return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(bytes)))}'`;
      };
      const inline = [...document.querySelectorAll("script:not([src])")].map(
        (script) => script.textContent ?? "",
      );
      return {
        listed: scriptSrc
          .split(" ")
          .filter((source) => source.startsWith("'sha256-"))
          .sort(),
        own: [...new Set(await Promise.all(inline.map(digest)))].sort(),
      };
    });
    expect(listed.length).toBeGreaterThan(0);
    expect(listed).toEqual(own);
    // Client-side navigation still works under the page's policy.
    await page.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
    expect(consoleMessages).toEqual([]);
  } finally {
    await host.close();
  }
});

test("an inline script the page does not carry is refused by its meta policy", async ({
  page,
  baseURL,
}) => {
  const host = await startStaticHost(buildOf(baseURL), "<script>window.__injected = 1;</script>");
  try {
    await page.addInitScript(watchViolations);
    await page.goto(`${host.url}${DEMO_PAGES.home}`);
    await waitForHydration(page);
    expect(await page.evaluate(() => "__injected" in window)).toBe(false);
    expect((await violationsOf(page)).some((line) => line.startsWith("script-src"))).toBe(true);
  } finally {
    await host.close();
  }
});
