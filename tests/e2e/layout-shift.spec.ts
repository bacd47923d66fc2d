import { DEMO_PAGE_PATHS } from "#tools/bench/page-types.ts";
import { expect, test, waitForHydration } from "#tests/support/fixtures.ts";

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

test("a prerendered page asks Chromium not to paint before the footer is parsed", async ({
  request,
}) => {
  for (const path of DEMO_PAGE_PATHS) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const target = /<link rel="expect" href="#([\w-]+)" blocking="render"\/?>/.exec(head)?.[1];
    expect(target, path).toBeTruthy();
    // The marker follows the footer's end: an id on the footer would unblock at its start tag.
    const marker = html.indexOf(`id="${target}"`);
    expect(marker, path).toBeGreaterThan(html.indexOf("</footer>"));
    expect(html.indexOf("</footer>"), path).toBeGreaterThan(0);
  }
});
