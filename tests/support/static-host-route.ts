import type { Page } from "@playwright/test";

/**
 * Answers the document at `pathname` as a static host would for a page published after the
 * build: with the SPA fallback, since no server renders it (the Node server does).
 */
export async function servedAsOnStaticHost(page: Page, pathname: string): Promise<void> {
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      const fallback = new URL("/__spa-fallback.html", route.request().url());
      await route.fulfill({ response: await route.fetch({ url: fallback.href }) });
    },
  );
}
