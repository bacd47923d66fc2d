/**
 * What a visitor's browser downloads in images: on first view (the page loaded, nothing
 * scrolled), then after scrolling to the end, with the layout shift summed over both.
 */
import { chromium, type BrowserContextOptions } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "#tests/support/chromium.ts";

export interface ImageBytes {
  firstViewBytes: number;
  firstViewRequests: number;
  wholePageBytes: number;
  cls: number;
}

export const SCREENS = {
  "phone (375 px, 2.625×)": {
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
  },
  "desktop (1280 px, 1×)": { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
} satisfies Record<string, BrowserContextOptions>;

export async function measureImageBytes(
  url: string,
  screen: BrowserContextOptions,
): Promise<ImageBytes> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext(screen);
    const page = await context.newPage();
    let bytes = 0;
    let requests = 0;
    const pending: Promise<void>[] = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() !== "image") return;
      requests++;
      pending.push(
        request
          .sizes()
          .then((sizes) => void (bytes += sizes.responseBodySize + sizes.responseHeadersSize)),
      );
    });
    await page.addInitScript(() => {
      const state = { cls: 0 };
      Object.assign(window, { __layout: state });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          state.cls += (entry as unknown as { value: number }).value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(url, { waitUntil: "networkidle" });
    await Promise.all(pending);
    const firstViewBytes = bytes;
    const firstViewRequests = requests;
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 400) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(50);
    }
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
    await Promise.all(pending);
    const cls = await page.evaluate(
      () => (window as unknown as { __layout: { cls: number } }).__layout.cls,
    );
    return { firstViewBytes, firstViewRequests, wholePageBytes: bytes, cls };
  } finally {
    await browser.close();
  }
}
