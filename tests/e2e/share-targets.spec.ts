import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "#tests/support/fixtures.ts";
import {
  readWindowOpens,
  recordWindowOpen,
  SHARE_DESCRIPTION,
  SHARE_TITLE,
  sharePage,
} from "#tests/support/share-fixtures.ts";

/** docs/features.md, written out for the test page: where each network opens, with which query. */
function networkTable(url: string, origin: string, phone: boolean) {
  const table: Record<string, [string, Record<string, string>]> = {
    "Share on Facebook": ["https://www.facebook.com/sharer/sharer.php", { u: url }],
    "Share on X": [
      "https://x.com/intent/post",
      { url, text: SHARE_DESCRIPTION, hashtags: "premiumdomains,branding" },
    ],
    "Share on LinkedIn": ["https://www.linkedin.com/sharing/share-offsite/", { url }],
    "Share on Reddit": ["https://www.reddit.com/submit", { url, title: SHARE_TITLE }],
    "Share on Pinterest": [
      "https://pinterest.com/pin/create/button/",
      {
        url,
        description: SHARE_DESCRIPTION,
        // Pinterest pins a raster image: the page's 1200×630 preview of its SVG (decision 057).
        media: expect.stringMatching(
          new RegExp(`^${origin}/assets/img/default-1200w-[0-9a-f]{12}\\.jpg$`),
        ) as unknown as string,
      },
    ],
    "Share on Tumblr": [
      "https://www.tumblr.com/widgets/share/tool",
      { canonicalUrl: url, caption: SHARE_DESCRIPTION, tags: "premium domains,#branding" },
    ],
    "Share on Mix": ["https://mix.com/add", { url }],
    "Share on VK": ["https://vk.com/share.php", { url }],
    "Share on Telegram": ["https://t.me/share/url", { url, text: SHARE_DESCRIPTION }],
    "Share on WhatsApp": [
      "https://api.whatsapp.com/send",
      { text: `${SHARE_DESCRIPTION}\n${url}` },
    ],
    "Share on XING": ["https://www.xing.com/spi/shares/new", { url }],
    "Share on LINE": ["https://social-plugins.line.me/lineit/share", { url }],
  };
  // On phones Messenger opens its app instead (checked with the app links below).
  if (!phone) table["Share on Messenger"] = ["https://www.facebook.com/dialog/send", { link: url }];
  return table;
}

/** An href as its part before `?` and its decoded query. */
function split(href: string): [string, Record<string, string>] {
  const [base = "", query = ""] = href.split("?", 2);
  return [base, Object.fromEntries(new URLSearchParams(query))];
}

async function openSharePage(page: Page, path: string): Promise<string> {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Share test" })).toBeVisible();
  return new URL(path, page.url()).href;
}

test("each network button opens a centred 800 by 500 popup sharing the current page", async ({
  page,
  addPage,
}, testInfo) => {
  const published = sharePage(testInfo, "popups");
  await addPage(published);
  await recordWindowOpen(page);
  const url = await openSharePage(page, published.url);
  const phone = testInfo.project.name === "phone";
  const table = networkTable(url, new URL(url).origin, phone);

  await page.getByRole("button", { name: "Show more share buttons" }).click();
  for (const name of Object.keys(table))
    await page.getByRole("link", { name, exact: true }).click();

  const frame = await page.evaluate(() => ({
    x: screenX,
    y: screenY,
    w: outerWidth,
    h: outerHeight,
  }));
  const features = `popup,width=800,height=500,left=${Math.round(frame.x + (frame.w - 800) / 2)},top=${Math.round(frame.y + (frame.h - 500) / 2)}`;
  const opens = await readWindowOpens(page);
  expect(opens).toHaveLength(Object.keys(table).length);
  Object.entries(table).forEach(([name, expected], index) => {
    const [href, windowName, windowFeatures] = opens[index] ?? [];
    expect(split(href ?? ""), name).toEqual(expected);
    expect(windowName, name).toMatch(/^share-[a-z]+$/);
    expect(windowFeatures, name).toBe(features);
  });
});

test("a blocked popup opens the share page in a new tab without an opener", async ({ page }) => {
  await recordWindowOpen(page, false);
  await page.goto("/humor");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Share on Facebook" }).click();
  const opens = await readWindowOpens(page);
  expect(opens).toHaveLength(2);
  expect(opens[1]?.slice(1)).toEqual(["_blank", "noopener"]);
  expect(opens[1]?.[0]).toBe(opens[0]?.[0]);
});

test("a real popup window opens the network's share page", async ({ page, context }) => {
  await context.route("https://www.facebook.com/**", (route) =>
    route.fulfill({ body: "<title>stub</title>", contentType: "text/html" }),
  );
  await page.goto("/humor");
  await waitForHydration(page);
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("link", { name: "Share on Facebook" }).click(),
  ]);
  await popup.waitForLoadState();
  expect(split(popup.url())).toEqual([
    "https://www.facebook.com/sharer/sharer.php",
    { u: new URL("/humor", page.url()).href },
  ]);
  await expect(page).toHaveURL("/humor");
});

test("viber, messenger on phones, SMS and email open their apps with the page", async ({
  page,
  addPage,
}, testInfo) => {
  const published = sharePage(testInfo, "apps");
  await addPage(published);
  const url = await openSharePage(page, published.url);
  await page.getByRole("button", { name: "Show more share buttons" }).click();
  const href = async (name: string) =>
    (await page.getByRole("link", { name }).getAttribute("href")) ?? "";
  const message = `${SHARE_DESCRIPTION}\n${url}`;

  expect(split(await href("Share on Viber"))).toEqual(["viber://forward", { text: message }]);
  expect(split(await href("Share by SMS"))).toEqual(["sms:", { body: message }]);
  expect(split(await href("Share by email"))).toEqual([
    "mailto:",
    { subject: SHARE_TITLE, body: message },
  ]);
  expect(await href("Share by email")).not.toContain("+");
  if (testInfo.project.name === "phone") {
    expect(split(await href("Share on Messenger"))).toEqual([
      "fb-messenger://share/",
      { link: url },
    ]);
  }
});

test("copy puts the page URL on the clipboard and shows Copied for 2 seconds, disabled meanwhile", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.clock.install();
  await page.goto("/insights/short-names");
  await waitForHydration(page);
  // Installed time flows on its own: stop it, so only runFor moves it.
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.getByRole("button", { name: "Copy link" }).click();

  const copied = page.getByRole("button", { name: "Copied" });
  await expect(copied).toBeVisible();
  await expect(copied).toBeDisabled();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    new URL("/insights/short-names", page.url()).href,
  );

  await page.clock.runFor(1999);
  await expect(copied).toBeDisabled();
  await page.clock.runFor(2);
  await expect(page.getByRole("button", { name: "Copy link" })).toBeEnabled();
  await expect(copied).toHaveCount(0);
});

test("print prints the page", async ({ page }) => {
  await page.addInitScript(() => {
    Object.assign(window, { __printed: 0 });
    window.print = () =>
      Object.assign(window, {
        __printed: (window as unknown as { __printed: number }).__printed + 1,
      });
  });
  await page.goto("/privacy");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Show more share buttons" }).click();
  await page.getByRole("button", { name: "Print this page" }).click();
  expect(await page.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(1);
});

test("where the browser has the Web Share API, a Share button opens the share sheet", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { __shared: shared });
    Object.defineProperty(navigator, "share", {
      value: async (data: ShareData) => void shared.push(data),
    });
  });
  await page.goto("/insights/short-names");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const shared = await page.evaluate(
    () => (window as unknown as { __shared: ShareData[] }).__shared,
  );
  expect(shared).toEqual([
    {
      url: new URL("/insights/short-names", page.url()).href,
      title: "Why a four-letter .com can cost more than a house",
      text: "Scarcity, memory and trust: the economics behind short premium domain names.",
    },
  ]);
});

test("without the Web Share API there is no Share button", async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, "share", { value: undefined }));
  await page.goto("/humor");
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: "Copy link" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Share", exact: true })).toHaveCount(0);
});
