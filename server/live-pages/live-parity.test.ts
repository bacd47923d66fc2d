/**
 * The build folder is self-sufficient, and a page that has HTML never waits: against a real build
 * and the real server, with the content folder copied to another path and no image cache.
 * - Every built page is served as built, byte for byte (no page is rendered again).
 * - A photo post published while the server runs gets its images' size and alt in its first
 *   render, then its AVIF/WebP variants (made in the background) and a page that uses them.
 * - After an edit that changes every page's key (`site.json`), every page is answered at once
 *   from the HTML it had, never with the SPA fallback, and carries the edit soon after.
 */
import { cp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, test } from "vitest";
import { MANIFEST_FILE } from "#app/content/index.ts";
import { OWN_ROUTE_PATHS } from "#app/content/index.ts";
import { SPA_FALLBACK } from "#server/requests/app.ts";
import { startServer, type RunningServer } from "#server/main.ts";
import { readBuildState } from "#app/prerender/index.server.ts";
import { buildDemoSite, waitFor, type BuiltSite } from "#tests/support/built-site.ts";
import { request } from "#tests/support/server-fixture.ts";

const PHOTO_URL = "/insights/live-photo-post";
const PHOTO_SRC = "/assets/content/images/live/photo.jpg";

let site: BuiltSite;
let movedContent: string;
let server: RunningServer;
const logs: string[] = [];
const get = (target: string) =>
  request(server, target, { headers: { "accept-encoding": "identity" } });
const text = async (target: string) => (await get(target)).body.toString("utf8");

beforeAll(async () => {
  site = await buildDemoSite("live-parity-");
  // The content folder somewhere else, as a deploy puts it; the build knows nothing of this path.
  movedContent = path.join(site.root, "deployed", "content");
  await cp(site.contentDir, movedContent, { recursive: true });
  await rm(site.contentDir, { recursive: true });
  server = await startServer({
    clientDir: site.clientDir,
    contentDir: movedContent,
    siteUrl: site.siteUrl,
    log: (line) => logs.push(line),
  });
}, 240_000);
afterAll(async () => {
  await server?.close();
  if (site) await rm(site.root, { recursive: true, force: true });
});

test("content folder at another path: every built page is served as built, with its images", async () => {
  const state = await readBuildState(site.buildRoot);
  const pages = Object.keys(state?.pages ?? {});
  expect(pages.length).toBeGreaterThan(20);
  let pictures = 0;
  for (const page of pages) {
    const response = await get(page);
    const file = path.join(site.clientDir, page === "/" ? "" : page, "index.html");
    expect(response.body.equals(await readFile(file)), page).toBe(true);
    pictures += response.body.toString("utf8").split("<picture>").length - 1;
  }
  expect(pictures).toBeGreaterThan(0);
  expect(server.livePages?.stats()).toMatchObject({ rendered: 0 });
}, 60_000);

test("a photo post published live: size and alt at once, variants in the background", async () => {
  await mkdir(path.join(movedContent, "images", "live"), { recursive: true });
  await sharp({
    create: { width: 2400, height: 1600, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .jpeg({ quality: 92 })
    .toFile(path.join(movedContent, "images", "live", "photo.jpg"));
  const markdown = `<!-- META\n{ "title": "Live Photo", "description": "A photo post published live.", "ogImage": "${PHOTO_SRC}" }\n-->\n\n# Live photo\n\n![A copper-coloured test card](${PHOTO_SRC})\n\nPublished while the server ran.\n`;
  await writeFile(path.join(movedContent, "blogs", "insights", "live-photo-post.md"), markdown);
  const manifestFile = path.join(movedContent, MANIFEST_FILE);
  const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as unknown[];
  const entry = { type: "blog", status: "done", url: PHOTO_URL, title: "Live Photo" };
  await writeFile(manifestFile, JSON.stringify([entry, ...manifest]));

  const first = await waitFor(async () => {
    const html = await text(PHOTO_URL);
    return html.includes("Published while the server ran.") ? html : undefined;
  }, 10_000);
  expect(first).toBeDefined();
  const img = /<img src="\/assets\/content\/images\/live\/photo\.jpg"[^>]*>/.exec(first ?? "")?.[0];
  expect(img).toContain('alt="A copper-coloured test card"');
  expect(img).toContain('width="2400"');
  expect(img).toContain('height="1600"');

  await server.livePages?.imagesIdle();
  const withVariants = await waitFor(async () => {
    const html = await text(PHOTO_URL);
    return html.includes('<source type="image/avif"') ? html : undefined;
  }, 30_000);
  expect(withVariants, logs.join("\n")).toBeDefined();
  const srcset = /<source type="image\/avif" srcset="([^" ]+)/.exec(withVariants ?? "")?.[1];
  const variant = await get(srcset ?? "");
  expect(variant.status).toBe(200);
  expect(variant.headers["content-type"]).toBe("image/avif");
  // The link card is the 1200×630 JPEG, not the 2400 px original.
  expect(withVariants).toMatch(/property="og:image" content="[^"]*\/assets\/img\/[^"]+\.jpg"/);
}, 90_000);

test("after an edit that changes every page, each is answered from its HTML, then updated", async () => {
  const fallback = await readFile(path.join(site.clientDir, SPA_FALLBACK));
  const identityFile = path.join(movedContent, "site.json");
  const identity = JSON.parse(await readFile(identityFile, "utf8")) as { tagline?: string };
  const tagline = "Freshly edited tagline for every page";
  await writeFile(identityFile, JSON.stringify({ ...identity, tagline }));
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const state = await readBuildState(site.buildRoot);
  const pages = Object.keys(state?.pages ?? {});
  const burst = await Promise.all(pages.flatMap((page) => [get(page), get(page), get(page)]));
  for (const response of burst) {
    expect(response.status).toBe(200);
    expect(response.body.equals(fallback)).toBe(false);
  }
  // Pages without a content loader (search) show the built-in identity, not site.json's.
  const withLoader = pages.filter((page) => !OWN_ROUTE_PATHS.includes(page));
  const updated = await waitFor(async () => {
    const htmls = await Promise.all(withLoader.map((page) => text(page)));
    return htmls.every((html) => html.includes(tagline)) ? true : undefined;
  }, 60_000);
  expect(updated, logs.join("\n")).toBe(true);
}, 120_000);
