import { DEMO_PAGE_PATHS } from "#scripts/page-types.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

/**
 * CLS 0 on a slow phone: the CPU runs 6 times slower, as on a cheap handset, so the browser
 * paints while it is still parsing the page and again while it hydrates. Any element that moves
 * on screen meanwhile is a layout shift, and the test names it.
 */
for (const path of DEMO_PAGE_PATHS) {
  test(`nothing on ${path} moves while a slow phone loads and hydrates it`, async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
    await page.addInitScript(() => {
      const shifts: string[] = [];
      Object.assign(window, { __shifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        })[]) {
          for (const { node, previousRect: from, currentRect: to } of entry.sources ?? []) {
            const element = node instanceof Element ? node : node?.parentElement;
            const name = element ? `${element.tagName.toLowerCase()}.${element.className}` : "?";
            shifts.push(`${name} ${from.x},${from.y} → ${to.x},${to.y}`);
          }
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForTimeout(300);
    expect(
      await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts),
    ).toEqual([]);
  });
}
