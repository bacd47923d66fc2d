/**
 * Issue 52's held-out checks, run by the project itself over a real build of the demo plus pages
 * the demo lacks (a post without an image, a post whose image is not in the folder): the W3C Nu
 * Html Checker, html-validate, HTML_CodeSniffer's WCAG 2 AA rules, schema.org and Google's
 * structured data rules, the sitemaps.org XSD, the RSS rules, and every share card rule, the card fetched from the real server as each network's
 * crawler fetches it. A page published after the build gets its card from the live render.
 */
import { cp, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startServer, type RunningServer } from "#server/main.ts";
import { walkFiles } from "#tools/cli/walk-files.ts";
import { addPost, runBuild, waitFor, type BuiltSite } from "#tests/support/built-site.ts";
import { SHARE_CRAWLERS } from "#tests/support/user-agents.ts";
import { feedErrors } from "./feeds.ts";
import { htmlValidateErrors } from "./html-validate.ts";
import { openHtmlcs } from "./htmlcs.ts";
import { sitemapErrors } from "./sitemap.ts";
import { cardImageErrors, readShareCard, socialCardErrors } from "./social-card.ts";
import { structuredDataErrors } from "./structured-data.ts";
import { vnuErrors } from "./vnu.ts";

const NO_IMAGE = "/insights/validator-no-image";
const MISSING_IMAGE = "/insights/validator-missing-image";
const LIVE = "/insights/validator-published-later";
/** Every page type: home, post, review, FAQ page, listings, generic page, search, new posts. */
const PAGES = [
  "/",
  "/insights/short-names",
  "/reviews/sedo",
  "/qahub/buying/escrow",
  "/blogs",
  "/qahub/branding",
  "/privacy",
  "/search",
  NO_IMAGE,
  MISSING_IMAGE,
];

let site: BuiltSite;
let server: RunningServer;

beforeAll(async () => {
  const root = path.resolve(".tmp", `validators-${process.pid}`);
  site = {
    root,
    contentDir: path.join(root, "content"),
    buildRoot: path.join(root, "build"),
    clientDir: path.join(root, "build", "client"),
    siteUrl: "https://example.test",
  };
  await rm(root, { recursive: true, force: true });
  await cp("content", site.contentDir, { recursive: true });
  await addPost(
    site.contentDir,
    NO_IMAGE,
    "---\ntitle: A Post With No Picture & “Quotes”\ndescription: Shared without an image of its own.\ndate: 2024-05-01\n---\n\nText.\n",
    "A Post With No Picture",
  );
  await addPost(
    site.contentDir,
    MISSING_IMAGE,
    "---\ntitle: A Post Whose Hero Is Gone\ndescription: Its image is not in the folder.\nheroImage: /assets/content/images/blog/not-there.jpg\ndate: 2024-05-02\n---\n\nText.\n",
    "A Post Whose Hero Is Gone",
  );
  await runBuild(site);
  server = await startServer({
    clientDir: site.clientDir,
    contentDir: site.contentDir,
    siteUrl: site.siteUrl,
    log: () => undefined,
  });
}, 300_000);

afterAll(async () => {
  await server?.close();
  if (site) await rm(site.root, { recursive: true, force: true });
});

/** The site's public URLs fetched from the test server, with a crawler's agent. */
const fetchAs =
  (agent: string) =>
  (url: string): Promise<Response> =>
    fetch(new URL(new URL(url, site.siteUrl).pathname, server.url), {
      headers: { "user-agent": agent },
    });

const pageFile = (page: string) =>
  path.join(site.clientDir, page === "/" ? "" : page, "index.html");

test("the W3C Nu Html Checker finds no error on any page, the SPA fallback included", async () => {
  const files = [path.join(site.clientDir, "__spa-fallback.html")];
  for await (const file of walkFiles(site.clientDir)) {
    if (file.endsWith("index.html") && !file.includes(`${path.sep}assets${path.sep}`))
      files.push(file);
  }
  expect(files.length).toBeGreaterThan(PAGES.length);
  expect(vnuErrors(files)).toEqual([]);
}, 180_000);

test("html-validate (recommended, a11y and document rules) finds no error on any page type", async () => {
  const fallback = path.join(site.clientDir, "__spa-fallback.html");
  for (const file of [...PAGES.map(pageFile), fallback]) {
    const html = await readFile(file, "utf8");
    expect(await htmlValidateErrors(html, file), file).toEqual([]);
  }
});

test("HTML_CodeSniffer finds no WCAG 2.1 AA error on any page type, the SPA fallback included, loaded in Chromium", async () => {
  const checker = await openHtmlcs();
  try {
    for (const page of PAGES) {
      expect(await checker.errors(new URL(page, server.url).href), page).toEqual([]);
    }
    // The SPA fallback, as a static host answers it for a post it has no HTML for: the post is
    // drawn by the browser.
    const fallback = await readFile(path.join(site.clientDir, "__spa-fallback.html"), "utf8");
    expect(await checker.errors(new URL(NO_IMAGE, server.url).href, fallback)).toEqual([]);
  } finally {
    await checker.close();
  }
}, 60_000);

test("the SPA fallback has the site's title and description", async () => {
  const card = readShareCard(
    await readFile(path.join(site.clientDir, "__spa-fallback.html"), "utf8"),
  );
  expect(card.title).toBe("Domain Chronicle");
  expect(card.tags.get("description")).toBeTruthy();
});

test("no page has a style element outside its head", async () => {
  for (const page of PAGES) {
    const html = await readFile(pageFile(page), "utf8");
    expect(html.slice(html.indexOf("</head>")), page).not.toContain("<style");
  }
});

test("structured data has no error against schema.org and Google's rich-result rules", async () => {
  for (const page of PAGES) {
    expect(await structuredDataErrors(await readFile(pageFile(page), "utf8")), page).toEqual([]);
  }
}, 60_000);

test("sitemap.xml is valid against the sitemaps.org XSD; rss.xml keeps the RSS 2.0 rules", async () => {
  expect(sitemapErrors(path.join(site.clientDir, "sitemap.xml"))).toEqual([]);
  expect(feedErrors(await readFile(path.join(site.clientDir, "rss.xml"), "utf8"))).toEqual([]);
});

test("every page's share card keeps every rule; a page with no image, or a missing one, gets its generated card", async () => {
  const load = fetchAs(SHARE_CRAWLERS.Facebook);
  for (const page of PAGES.filter((page) => page !== "/search")) {
    const html = await (await load(page)).text();
    expect(await socialCardErrors(html, load), page).toEqual([]);
  }
  for (const page of [NO_IMAGE, MISSING_IMAGE]) {
    const card = readShareCard(await (await load(page)).text());
    expect(card.image, page).toMatch(/\/assets\/img\/card-1200w-[0-9a-f]{12}\.png$/);
  }
}, 60_000);

describe("share previews as each network's crawler sees them: raw HTML, no script, its agent", () => {
  for (const [network, agent] of Object.entries(SHARE_CRAWLERS)) {
    test(network, async () => {
      const load = fetchAs(agent);
      for (const page of ["/insights/short-names", NO_IMAGE, "/qahub/buying/escrow"]) {
        const response = await load(page);
        expect(response.status, page).toBe(200);
        const card = readShareCard(await response.text());
        expect(card.title, page).not.toBe("");
        expect(card.description, page).not.toBe("");
        expect(await cardImageErrors(card.image, load), page).toEqual([]);
      }
    });
  }
});

test("a post published after the build gets its generated card from the live render", async () => {
  await addPost(
    site.contentDir,
    LIVE,
    "# Published After the Build\n\nA new post, rendered by the server.\n",
    "Published After the Build",
  );
  const load = fetchAs(SHARE_CRAWLERS.X);
  const html = await waitFor(async () => {
    const body = await (await load(LIVE)).text();
    return body.includes("Published After the Build") && body.includes("og:image")
      ? body
      : undefined;
  }, 20_000);
  expect(html).toBeDefined();
  const card = readShareCard(html ?? "");
  expect(card.image).toMatch(/\/assets\/img\/card-1200w-[0-9a-f]{12}\.png$/);
  expect(await socialCardErrors(html ?? "", load)).toEqual([]);
}, 60_000);
