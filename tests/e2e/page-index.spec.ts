/**
 * Browsing reads small page index records, never the whole manifest (decision 016): a listing
 * refreshes its links from its record, and a page published after the build opens from its own.
 */
import type { Page, Request } from "@playwright/test";
import { expect, test, waitForHydration } from "#tests/support/fixtures.ts";
import { servedAsOnStaticHost } from "#tests/support/static-host-route.ts";

const MANIFEST = "/assets/content/content-manifest.json";
const RECORDS = "/assets/page-index/";
const LIMIT = 100 * 1024;

/** Every same-origin request the page makes from now on, and the JSON and HTML it got. */
function watchRequests(page: Page): { paths: string[]; large: string[] } {
  const seen = { paths: [] as string[], large: [] as string[] };
  page.on("request", (request: Request) => seen.paths.push(new URL(request.url()).pathname));
  page.on("response", async (response) => {
    const type = response.headers()["content-type"] ?? "";
    if (!/json|html/.test(type) || response.status() !== 200) return;
    const bytes = (await response.body().catch(() => Buffer.alloc(0))).length;
    if (bytes > LIMIT) seen.large.push(`${response.url()}: ${bytes} bytes`);
  });
  return seen;
}

test("browsing a listing and opening a page published after the build never fetches the manifest", async ({
  page,
  addPage,
}) => {
  await addPage({
    type: "blog",
    url: "/humor/indexed-late",
    title: "Indexed Late",
    markdown: "# Indexed after the build\n\nFound through its page index record.\n",
  });
  const seen = watchRequests(page);

  // The prerendered listing does not know the page; its record does.
  await page.goto("/humor");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Indexed Late" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Indexed after the build" }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Indexed Late/);
  // Its breadcrumbs name the listing above it, from the record too.
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join("\n")).toContain('"BreadcrumbList"');
  expect(jsonLd.join("\n")).toContain("/humor");

  // Opened directly: the server renders it (on a static host the SPA fallback loads it).
  await page.goto("/humor/indexed-late");
  await expect(
    page.getByRole("heading", { level: 1, name: "Indexed after the build" }),
  ).toBeVisible();

  expect(seen.paths.filter((path) => path.startsWith(RECORDS))).toEqual(
    expect.arrayContaining([
      "/assets/page-index/humor/index.json",
      "/assets/page-index/humor/indexed-late/index.json",
    ]),
  );
  expect(seen.paths).not.toContain(MANIFEST);
  expect(seen.large).toEqual([]);
});

test("without a record (a static host that never built one) the page opens from the manifest", async ({
  page,
  addPage,
}) => {
  await addPage({
    type: "blog",
    url: "/insights/no-record",
    title: "No Record",
    markdown: "# Opened without a record\n\nThe whole manifest said where it is.\n",
  });
  await page.route(`**${RECORDS}**`, (route) => route.fulfill({ status: 404, body: "" }));
  await servedAsOnStaticHost(page, "/insights/no-record");
  const seen = watchRequests(page);
  await page.goto("/insights/no-record");
  await expect(
    page.getByRole("heading", { level: 1, name: "Opened without a record" }),
  ).toBeVisible();
  expect(seen.paths).toContain("/assets/page-index/insights/no-record/index.json");
  expect(seen.paths).toContain(MANIFEST);
});

test("a listing visited by client navigation, left, then loaded directly leaves no record request pending", async ({
  page,
}) => {
  // Chromium answered the record from its cache (stale-while-revalidate) and left the
  // background revalidation pending 13 to 15 s; every record request must end promptly.
  const pending = new Set<Request>();
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith(RECORDS)) pending.add(request);
  });
  page.on("requestfinished", (request) => pending.delete(request));
  page.on("requestfailed", (request) => pending.delete(request));

  await page.goto("/");
  await waitForHydration(page);
  const menu = page.getByRole("button", { name: "Menu" });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blogs" }).click();
  await expect(page).toHaveURL("/blogs");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto("/");
  await waitForHydration(page);
  await page.goto("/blogs");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect
    .poll(() => [...pending].map((request) => request.url()), { timeout: 3000 })
    .toEqual([]);
});

test("a journey by client navigation never asks for route data: the build writes no .data file", async ({
  page,
}) => {
  // Every route's clientLoader loads the page itself (decision 037): a `.data` request would be
  // a 404 and an error page now that the build writes none.
  const seen = watchRequests(page);
  await page.goto("/");
  await waitForHydration(page);
  const openMenu = async () => {
    const menu = page.getByRole("button", { name: "Menu" });
    if (await menu.isVisible()) await menu.click();
  };
  await openMenu();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blogs" }).click();
  await expect(page).toHaveURL("/blogs");
  await page.getByRole("link", { name: "Why Short Domain Names Cost So Much" }).first().click();
  await expect(page).toHaveURL("/insights/short-names");
  await expect(page.getByRole("heading", { level: 1, name: /short domain names/i })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL("/blogs");
  await page.getByRole("contentinfo").getByRole("link", { name: "Affiliate" }).click();
  await expect(page).toHaveURL("/affiliate");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(seen.paths.filter((path) => path.endsWith(".data"))).toEqual([]);
  expect((await page.request.get("/insights/short-names.data")).status()).not.toBe(200);
});
