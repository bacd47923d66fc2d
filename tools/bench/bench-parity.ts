/**
 * `npm run bench:parity -- [N]` (default 10,000): the figures of one page on every path, on one
 * machine in one run (docs/benchmarks.md, "One page on every path"):
 * 1. the photo post (a 4,000 px hero, ten 2–4 MB product photos) served by the server from a
 *    COPY of the content folder at another path, without the image cache: image bytes on a phone
 *    and a desktop on first view, and how many pages the server rendered again (should be none);
 * 2. the same photos published as a new post while the server runs: bytes before its variants
 *    exist, and after (with the seconds the variants took);
 * 3. a site of N generated entries after an edit to `links.json` that changes every page (every
 *    link uncloaked): a burst of 150 concurrent crawler requests over 2,000 entry pages, each
 *    answer checked against the SPA fallback, then the seconds until every one of them was
 *    rendered again with the edit. Built as a server deployment (SOCIAL_CARDS=background): right
 *    after it went live, 300 pages and the `og:image` each names (cards-after-live.ts).
 * Prints the figures; they go into docs/benchmarks.md by hand, with this command.
 */
import { spawnSync } from "node:child_process";
import { cp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { MANIFEST_FILE } from "#app/content/index.ts";
import { startServer, type RunningServer } from "#server/main.ts";
import { readBuildState } from "#app/prerender/index.server.ts";
import { measureImageBytes, SCREENS } from "#tools/images/bench/image-bytes.ts";
import { PHOTO_POST_URL, writePhotoPost } from "#tools/images/bench/photo-post.ts";
import { generateScaleContent } from "./scale/generate-content.ts";
import { cardJobEnded, probeCardsAfterLive } from "./cards-after-live.ts";
import { get, inParallel } from "./http-probe.ts";

const USAGE = "usage: npm run bench:parity -- [ENTRIES]   (default 10000)";
const count = Number(process.argv[2] ?? 10_000);
if (process.argv.length > 3 || !Number.isInteger(count) || count < 2000) {
  console.error(`bench:parity: expected a whole number of entries of at least 2000\n${USAGE}`);
  process.exit(2);
}
const root = path.resolve(".tmp", "bench-parity");
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");

await rm(root, { recursive: true, force: true });
console.log(`bench:parity on ${os.cpus().length} cores, load ${load()}`);
await photoPost();
await crawlerBurst();
console.log(`load at the end ${load()}`);

function build(
  contentDir: string,
  buildDir: string,
  cacheDir: string,
  extraEnv: NodeJS.ProcessEnv = {},
): void {
  const env = {
    ...process.env,
    ...extraEnv,
    CONTENT_DIR: contentDir,
    BUILD_DIR: buildDir,
    IMAGE_CACHE_DIR: cacheDir,
    CONTENT_CHECK: "warn",
    SITE_URL: "http://localhost:4599",
  };
  const run = spawnSync("npm", ["run", "build", "--silent"], { env, stdio: "inherit" });
  if (run.status !== 0) throw new Error("the build failed");
}

async function serve(clientDir: string, contentDir: string): Promise<RunningServer> {
  return startServer({
    port: 0,
    host: "127.0.0.1",
    contentDir,
    clientDir,
    siteUrl: "http://localhost:4599",
    log: () => undefined,
  });
}

async function bytesOf(url: string): Promise<string> {
  const cells: string[] = [];
  for (const [name, screen] of Object.entries(SCREENS)) {
    const bytes = await measureImageBytes(url, screen);
    cells.push(
      `${name}: ${kb(bytes.firstViewBytes)} first view, ${kb(bytes.wholePageBytes)} whole page`,
    );
  }
  return cells.join("; ");
}

async function photoPost(): Promise<void> {
  const site = path.join(root, "photo");
  const { contentDir } = await writePhotoPost(site);
  const buildDir = path.join(site, "build");
  build(contentDir, buildDir, path.join(site, "cache"));
  // Deployed: the content folder copied elsewhere, the image cache left behind.
  const deployed = path.join(site, "deployed", "content");
  await cp(contentDir, deployed, { recursive: true });
  await rm(path.join(site, "cache"), { recursive: true, force: true });
  const server = await serve(path.join(buildDir, "client"), deployed);
  const origin = server.url.replace(/\/$/, "");
  try {
    console.log(
      `\n1. photo post served from a copied content folder: ${await bytesOf(origin + PHOTO_POST_URL)}`,
    );
    console.log(`   pages the server rendered again: ${server.livePages?.stats().rendered}`);
    // The same photos under new names, in a post published while the server runs.
    await cp(path.join(deployed, "images", "bench"), path.join(deployed, "images", "live"), {
      recursive: true,
    });
    const source = await readFile(
      path.join(deployed, "blogs", "insights", "photo-bench.md"),
      "utf8",
    );
    await writeFile(
      path.join(deployed, "blogs", "insights", "photo-live.md"),
      source.replaceAll("/images/bench/", "/images/live/"),
    );
    const manifestFile = path.join(deployed, MANIFEST_FILE);
    const entries = JSON.parse(await readFile(manifestFile, "utf8")) as unknown[];
    const entry = {
      type: "blog",
      status: "done",
      url: "/insights/photo-live",
      title: "Live Photos",
    };
    await writeFile(manifestFile, JSON.stringify([entry, ...entries]));
    const published = performance.now();
    console.log(
      `2. published live, before its variants: ${await bytesOf(`${origin}/insights/photo-live`)}`,
    );
    await server.livePages?.imagesIdle();
    console.log(`   variants made ${seconds(published)} s after the save`);
    await get(server.port, "/insights/photo-live"); // answered from the last render, renders again
    await new Promise((resolve) => setTimeout(resolve, 2000));
    console.log(`   after its variants: ${await bytesOf(`${origin}/insights/photo-live`)}`);
  } finally {
    await server.close();
  }
}

async function crawlerBurst(): Promise<void> {
  const site = path.join(root, "scale");
  const contentDir = path.join(site, "content");
  // As an imported blog: eight entries in ten without an image, each with a generated card.
  const generated = await generateScaleContent("content", contentDir, count, {
    withoutImageOfTen: 8,
  });
  const buildDir = path.join(site, "build");
  const started = performance.now();
  // As a server deployment builds: live before its cards, which a job draws after (decision 078).
  build(contentDir, buildDir, path.join(site, "cache"), { SOCIAL_CARDS: "background" });
  console.log(`\n3. ${count} entries built in ${seconds(started)} s (cards in the background)`);
  const clientDir = path.join(buildDir, "client");
  const server = await serve(clientDir, contentDir);
  const fallback = await readFile(path.join(clientDir, "__spa-fallback.html"), "utf8");
  try {
    const pages = generated.slice(0, 2000).map((entry) => entry.url);
    const probed = generated.filter((_, index) => index % 20 === 7).map((entry) => entry.url);
    console.log(`   right after: ${await probeCardsAfterLive(server.port, probed.slice(0, 300))}`);
    await cardJobEnded(buildDir);
    const state = await readBuildState(buildDir);
    const built = pages.filter((page) => state?.pages[page]);
    const linksFile = path.join(contentDir, "links.json");
    const links = JSON.parse(await readFile(linksFile, "utf8")) as Record<string, unknown>[];
    await writeFile(linksFile, JSON.stringify(links.map((link) => ({ ...link, cloak: false }))));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const burstStarted = performance.now();
    const answers = await inParallel(pages, 150, (page) => get(server.port, page));
    const fallbacks = answers.filter(({ body }) => body.toString() === fallback).length;
    console.log(
      `   burst of ${pages.length} requests (150 at a time) after the links.json edit, ${built.length} of them built pages: ` +
        `${pages.length - fallbacks} full pages, ${fallbacks} SPA fallbacks, in ${seconds(burstStarted)} s`,
    );
    while ((server.livePages?.stats().rendered ?? 0) < pages.length) {
      if (performance.now() - burstStarted > 30 * 60_000) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    console.log(
      `   every one of them rendered again with the edit ${seconds(burstStarted)} s after the burst began ` +
        `(${server.livePages?.stats().rendered} renders)`,
    );
  } finally {
    await server.close();
  }
}
