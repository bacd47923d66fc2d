/**
 * What the share journeys share: a page published for the test with known metadata (awkward
 * title included), and the labels of the share bar as a visitor reads them.
 */
import type { Page, TestInfo } from "@playwright/test";
import type { NewPage } from "./fixtures.ts";

export const SHARE_TITLE = `"Ünïcödé" & #1 — 🚀 ドメイン`;
export const SHARE_DESCRIPTION = "Short names & big prices";

/** A blog post with a full meta block, at a URL unique to the test's project (phone, desktop). */
export function sharePage(testInfo: TestInfo, slug: string): NewPage {
  const meta = {
    title: "Share test",
    ogTitle: SHARE_TITLE,
    ogDescription: SHARE_DESCRIPTION,
    ogImage: "/assets/content/images/og/default.svg",
    keywords: "premium domains, #branding",
  };
  return {
    type: "blog",
    url: `/insights/share-${slug}-${testInfo.project.name}`,
    title: "Share test",
    markdown: `<!-- META\n${JSON.stringify(meta)}\n-->\n\n# Share test\n\nA page to share.\n`,
  };
}

export const FIRST_LABELS = ["Share on Facebook", "Share on X"] as const;
export const MORE_LINK_LABELS = [
  "Share on LinkedIn",
  "Share on Reddit",
  "Share on Pinterest",
  "Share on Tumblr",
  "Share on Mix",
  "Share on Viber",
  "Share on VK",
  "Share on Telegram",
  "Share on Messenger",
  "Share on WhatsApp",
  "Share on XING",
  "Share on LINE",
  "Share by SMS",
  "Share by email",
] as const;

/** Records `window.open` calls instead of opening windows; `opened` decides what it returns. */
export async function recordWindowOpen(page: Page, opened = true): Promise<void> {
  await page.addInitScript((returnsWindow: boolean) => {
    const calls: string[][] = [];
    Object.assign(window, { __opens: calls });
    window.open = (...args: (string | URL | undefined)[]) => {
      calls.push(args.map(String));
      return returnsWindow ? ({ focus() {} } as Window) : null;
    };
  }, opened);
}

export async function readWindowOpens(page: Page): Promise<string[][]> {
  return page.evaluate(() => (window as unknown as { __opens: string[][] }).__opens);
}
