/**
 * Decision 067: no page waits for a picture. A build from an empty image cache makes its release
 * live before it draws a single card, then draws every card its pages name before it exits (a
 * static host uploads `client/` then, whole). The server answers any card asked for before the
 * build's card step reached it: drawn on request, a 1200×630 PNG, and on disk after. A server
 * deployment (`SOCIAL_CARDS=background`, decision 078) exits once live and leaves the cards to a job.
 */
import { existsSync } from "node:fs";
import { readdir, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startServer, type RunningServer } from "#server/main.ts";
import { walkFiles } from "#tools/cli/walk-files.ts";
import { cardImageErrors, readShareCard } from "#tools/validate/social-card.ts";
import {
  addPost,
  buildDemoSite,
  runBuild,
  waitFor,
  type BuiltSite,
} from "#tests/support/built-site.ts";

const POSTS_WITHOUT_IMAGE = 6;
let site: BuiltSite;
let output: string;
let server: RunningServer | undefined;
const cardsDir = () => path.join(site.clientDir, "assets", "img");

beforeAll(async () => {
  site = await buildDemoSite("social-cards-", { build: false });
  // Like an imported blog: posts without an image of their own, each shared with its own card.
  for (let index = 1; index <= POSTS_WITHOUT_IMAGE; index++) {
    const title = `Imported post ${index} without a picture`;
    const markdown = `---\ntitle: ${title}\ndescription: Post ${index}.\ndate: 2024-05-0${index}\n---\n\nText.\n`;
    await addPost(site.contentDir, `/insights/imported-${index}`, markdown, title);
  }
  // An image cache of its own, empty: every card is drawn, none copied.
  output = await runBuild(site, { IMAGE_CACHE_DIR: path.join(site.root, "image-cache") });
}, 300_000);

afterAll(async () => {
  await server?.close();
  if (site) await rm(site.root, { recursive: true, force: true });
});

/** Each built page's HTML file, with the card URL its head names (a generated card only). */
async function pagesWithCards(): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  for await (const file of walkFiles(site.clientDir)) {
    if (!file.endsWith("index.html") || file.includes(`${path.sep}assets${path.sep}`)) continue;
    const image = readShareCard(await readFile(path.join(site.clientDir, file), "utf8")).image;
    if (/\/assets\/img\/card-1200w-[0-9a-f]{12}\.png$/.test(image)) pages.set(file, image);
  }
  return pages;
}

test("the release goes live before any card is drawn; the build exits with every card drawn", async () => {
  const live = output.search(/Release \S+ live/);
  const drawn = /Social cards: (\d+) drawn, (\d+) copied from the cache/.exec(output);
  expect(live, output).toBeGreaterThan(-1);
  expect(drawn, output).not.toBeNull();
  expect(drawn?.index).toBeGreaterThan(live);
  const pages = await pagesWithCards();
  const names = new Set([...pages.values()].map((url) => path.basename(url)));
  expect(names.size).toBeGreaterThanOrEqual(POSTS_WITHOUT_IMAGE);
  // From an empty cache, each card drawn once, none copied.
  expect(Number(drawn?.[1])).toBe(names.size);
  expect(Number(drawn?.[2])).toBe(0);
  // What a static host uploads once the build is done: every card a page names.
  const files = new Set(await readdir(cardsDir()));
  for (const name of names) expect(files.has(name), name).toBe(true);
  // The release's card list names them all, outside what is served.
  const list = JSON.parse(await readFile(path.join(site.buildRoot, "cards.json"), "utf8"));
  expect(Object.keys(list).sort()).toEqual([...names].sort());
}, 60_000);

test("once its cards are drawn the build links them into the spare release: the next edit links none", async () => {
  expect(output).toMatch(
    /Spare release for the next edit: \d+ files of the current one linked after the switch/,
  );
  const spareCards = path.join(site.buildRoot, "spare", "client", "assets", "img");
  const names = [...new Set((await pagesWithCards()).values())].map((url) => path.basename(url));
  expect(names.length).toBeGreaterThanOrEqual(POSTS_WITHOUT_IMAGE);
  for (const name of names) {
    const [live, spare] = await Promise.all(
      [cardsDir(), spareCards].map((dir) => stat(path.join(dir, name))),
    );
    expect(spare?.ino, name).toBe(live?.ino);
  }
});

test("a card asked for before the build drew it is drawn on request: 200, a 1200×630 PNG, then on disk", async () => {
  const pages = await pagesWithCards();
  expect(pages.size).toBeGreaterThanOrEqual(POSTS_WITHOUT_IMAGE);
  // As if the build's card step had not reached them yet.
  for (const url of new Set(pages.values())) await rm(path.join(cardsDir(), path.basename(url)));
  server = await startServer({
    clientDir: site.clientDir,
    contentDir: site.contentDir,
    siteUrl: site.siteUrl,
    log: () => undefined,
  });
  const load = (url: string) => fetch(new URL(new URL(url).pathname, server?.url));
  for (const [file, url] of pages) {
    expect(await cardImageErrors(url, load), file).toEqual([]);
    expect((await stat(path.join(cardsDir(), path.basename(url)))).size).toBeGreaterThan(0);
  }
  // A card name no page gives is not drawn.
  const unknown = await load(`${site.siteUrl}/assets/img/card-1200w-0123456789ab.png`);
  expect(unknown.status).toBe(404);
}, 120_000);

test("a post published after the build: its page is rendered without its card, which the server draws behind it", async () => {
  const title = "Published after the build, no picture";
  await addPost(site.contentDir, "/insights/published-later", "Text.\n", title);
  const load = (url: string) => fetch(new URL(new URL(url, site.siteUrl).pathname, server?.url));
  const html = await waitFor(async () => {
    const body = await (await load("/insights/published-later")).text();
    return body.includes(title) && body.includes("og:image") ? body : undefined;
  }, 20_000);
  const image = readShareCard(html ?? "").image;
  expect(image).toMatch(/\/assets\/img\/card-1200w-[0-9a-f]{12}\.png$/);
  // Never asked for, it is drawn all the same, in the background.
  const file = path.join(cardsDir(), path.basename(image));
  const drawn = await waitFor(
    () =>
      stat(file).then(
        () => true,
        () => undefined,
      ),
    20_000,
  );
  expect(drawn).toBe(true);
  expect(await cardImageErrors(image, load)).toEqual([]);
}, 60_000);

test("SOCIAL_CARDS=background: the build exits once live, without drawing or compressing its pages; a job it leaves writes their .br, then draws every card", async () => {
  const titles = ["Imported later, first", "Imported later, second"];
  for (const [index, title] of titles.entries()) {
    const markdown = `---\ntitle: ${title}\ndescription: Later ${index}.\ndate: 2024-06-0${index + 1}\n---\n\nText.\n`;
    await addPost(site.contentDir, `/insights/imported-later-${index}`, markdown, title);
  }
  const rebuilt = await runBuild(site, {
    IMAGE_CACHE_DIR: path.join(site.root, "image-cache-2"),
    SOCIAL_CARDS: "background",
  });
  expect(rebuilt).toMatch(/Release \S+ live/);
  expect(rebuilt).toMatch(/Social cards: \d+ named, drawn in the background/);
  // Nothing drawn by the build itself, and no page compressed (decision 084).
  expect(rebuilt).not.toMatch(/Social cards: \d+ drawn/);
  const rendered = /Page keys: (\d+) of \d+ pages changed/.exec(rebuilt)?.[1];
  expect(rebuilt).toContain(`Pages: ${rendered} live without their .br, written by a job first`);
  const release = path.join(site.buildRoot, "current");
  const done = await waitFor(
    async () => (existsSync(path.join(release, "social-cards.pending")) ? undefined : true),
    60_000,
  );
  expect(done).toBe(true);
  const log = await readFile(path.join(release, "social-cards.log"), "utf8");
  expect(log).toMatch(/Social cards: \d+ drawn, \d+ copied from the cache, \d+ there already/);
  // The job compressed every page the build rendered, and only those: a changed page's `.br`
  // linked from the last release went with it, and every page's `.br` is that page.
  expect(log).toMatch(new RegExp(`Pages: ${rendered} precompressed \\(brotli\\) after the switch`));
  expect(log.indexOf("Pages:")).toBeLessThan(log.indexOf("Social cards:"));
  for await (const file of walkFiles(site.clientDir)) {
    if (path.basename(file) !== "index.html") continue;
    const page = path.join(site.clientDir, file);
    expect(
      brotliDecompressSync(await readFile(`${page}.br`)).equals(await readFile(page)),
      file,
    ).toBe(true);
  }
  const files = new Set(await readdir(cardsDir()));
  const pages = await pagesWithCards();
  for (const index of titles.keys()) {
    const named = [...pages.keys()].some((file) => file.includes(`imported-later-${index}`));
    expect(named, `imported-later-${index}`).toBe(true);
  }
  for (const url of new Set(pages.values())) expect(files.has(path.basename(url)), url).toBe(true);
}, 300_000);
