import { readFileSync } from "node:fs";
import { openContentFolder } from "#app/loaders/index.server.ts";
import { FIXED_PATHS, parseManifest } from "#app/content/index.ts";
import { expect, test, waitForHydration } from "#tests/support/fixtures.ts";
import { servedAsOnStaticHost } from "#tests/support/static-host-route.ts";

const { entries } = parseManifest(readFileSync(openContentFolder("content").manifestFile, "utf8"));
const done = entries.filter((entry) => entry.status === "done");
const hidden = entries.filter((entry) => entry.status !== "done");
const fixed = FIXED_PATHS;

test("every fixed route opens with a heading", async ({ page }) => {
  for (const path of fixed) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page, path).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
  }
});

test("every done entry opens under its url with its title in the document title", async ({
  page,
}) => {
  // One browser navigation per entry of the demo (19 of them): on a loaded 2-core machine that
  // took 31 s, over the default 30 s for a test.
  test.slow();
  for (const entry of done) {
    await page.goto(entry.url);
    await expect(page, entry.url).toHaveURL(entry.url);
    await expect(page.getByRole("heading", { level: 1 }), entry.url).toBeVisible();
  }
});

test("the prerendered HTML of each done entry has its title and content without JavaScript", async ({
  request,
}) => {
  for (const entry of [...done, { url: "/" }]) {
    const response = await request.get(entry.url);
    expect(response.status(), entry.url).toBe(200);
    const html = await response.text();
    expect(html, entry.url).toMatch(/<title>[^<]+<\/title>/);
    expect(html, entry.url).toMatch(/<h1[^>]*>[^<]+/);
    expect(html.length, entry.url).toBeGreaterThan(4000);
  }
});

test("an unknown path redirects to the home page, and Back does not bounce", async ({ page }) => {
  await page.goto("/affiliate");
  await page.goto("/no/such/page");
  await expect(page).toHaveURL("/");
  await page.goBack();
  await expect(page).toHaveURL("/affiliate");
});

test("entries in staging or open are never routed", async ({ page, request }) => {
  expect(hidden.length).toBeGreaterThan(0);
  for (const entry of hidden) {
    await page.goto(entry.url);
    await expect(page, entry.url).toHaveURL("/");
    const response = await request.get(entry.url, { maxRedirects: 0 });
    expect(response.status(), entry.url).toBe(302);
  }
});

test("a page published after the build opens without rebuild or restart", async ({
  page,
  addPage,
}) => {
  await addPage({
    type: "blog",
    url: "/insights/late-arrival",
    title: "A Late Arrival",
    markdown:
      "# Published after the build\n\nDropped into the content folder while the server ran.\n",
  });
  await page.goto("/insights/late-arrival");
  await expect(
    page.getByRole("heading", { level: 1, name: "Published after the build" }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/A Late Arrival/);
});

test("a page published after the build is reached by client-side navigation too", async ({
  page,
  addPage,
}) => {
  await addPage({
    type: "blog",
    url: "/humor/late-joke",
    title: "The Late Joke",
    markdown: "# Late joke\n\nStill funny.\n",
  });
  await page.goto("/humor");
  await waitForHydration(page);
  await page.getByRole("link", { name: "The Late Joke" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Late joke" })).toBeVisible();
});

test("a page loading in the browser shows an accessible loading indicator until its content arrives", async ({
  page,
  addPage,
}) => {
  await addPage({
    type: "blog",
    url: "/insights/slow-page",
    markdown: "# Slow page\n\nWorth the wait.\n",
  });
  // The Node server renders such a page itself; on a static host the browser loads it.
  await servedAsOnStaticHost(page, "/insights/slow-page");
  await page.route("**/assets/content/blogs/insights/slow-page.md", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto("/insights/slow-page");
  await expect(page.getByRole("status")).toHaveText(/Loading/);
  // The page's scripts, the markdown renderer and a 1.5 s answer come one after another: on a
  // busy CI machine that can take longer than the default 5 s.
  await expect(page.getByRole("heading", { level: 1, name: "Slow page" })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole("status")).toHaveCount(0);
});

test("a page whose markdown is missing stays empty, says so in the console, and the shell still works", async ({
  page,
  addPage,
  contentDir,
  consoleMessages,
}) => {
  await addPage({ type: "blog", url: "/insights/vanished", markdown: "# Gone soon\n" });
  const { rm } = await import("node:fs/promises");
  await rm(`${contentDir}/blogs/insights/vanished.md`);
  await page.goto("/insights/vanished");
  await expect(page).toHaveURL("/insights/vanished");
  await expect(page.getByRole("status")).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("heading")).toHaveCount(0);
  await expect.poll(() => consoleMessages).toContain("Failed to fetch markdown content");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a broken meta block is reported in the console and the page still renders", async ({
  page,
  addPage,
  consoleMessages,
}) => {
  await addPage({
    type: "blog",
    url: "/insights/bad-meta",
    title: "Bad Meta Post",
    markdown: '<!-- META\n{ "title": "Oops", }\n-->\n# Still here\n\nThe text renders.\n',
  });
  await page.goto("/insights/bad-meta");
  await expect(page.getByRole("heading", { level: 1, name: "Still here" })).toBeVisible();
  await expect(page).toHaveTitle(/Bad Meta Post/);
  await expect.poll(() => consoleMessages).toContain("Failed to parse meta block");
});

test("a link inside markdown text navigates within the app, without reloading the document", async ({
  page,
  addPage,
}) => {
  await addPage({
    type: "blog",
    url: "/insights/linking",
    markdown: "# Linking\n\nRead the [privacy policy](/privacy).\n",
  });
  await page.goto("/insights/linking");
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole("main").getByRole("link", { name: "privacy policy" }).click();
  await expect(page).toHaveURL("/privacy");
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
});
