/**
 * Scheduled publishing with real processes (decision 068): a `done` entry whose `publishAt` lies a
 * few seconds ahead is nowhere public before it (page, listing, feed, sitemap, raw markdown, the
 * manifest browsers read, site search: decision 077) on two servers of one content folder, one of them with two workers,
 * and everywhere within 3 s after it, with no save and no build; a server started after the
 * time shows it from its first answers (a built listing is answered as built while its new
 * render is made, as after any save made while no server ran: stale while revalidate, 023).
 */
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { MANIFEST_FILE } from "#app/content/index.ts";
import { searchFinds } from "#tests/support/site-search.ts";
import { buildDemoSite, waitFor, type BuiltSite } from "#tests/support/built-site.ts";
import {
  startServerProcess,
  stopProcess,
  type ServerProcess,
} from "#tests/support/server-process.ts";

const URL_PATH = "/insights/scheduled-for-monday";
const FILE = "blogs/insights/scheduled-for-monday.md";
const TITLE = "Scheduled For Monday";
const TEXT = "Written on Friday, public on Monday at nine.";
/** Site search, as the browser runs it over the server's index files: not a path. */
const SEARCH = "site search";
/** Time for two servers to start and every "before" answer to be read (on a loaded machine). */
const LEAD_MS = 60_000;

/** Where each public place shows the entry: its path, and what it contains once public. */
const PLACES: [string, string][] = [
  [URL_PATH, TEXT],
  ["/blogs", TITLE],
  ["/insights", TITLE],
  ["/rss.xml", URL_PATH],
  ["/sitemap.xml", URL_PATH],
  [`/assets/content/${FILE}`, TEXT],
  [`/assets/content/${MANIFEST_FILE}`, URL_PATH],
  [SEARCH, "written on friday"],
];

let site: BuiltSite;
let dueAt: number;
const servers: ServerProcess[] = [];

/** `2026-12-07T09:00:00+01:00` for `time`: written with an offset, as an author writes it. */
function withOffset(time: number): string {
  return new Date(time + 3_600_000).toISOString().replace(/\.\d{3}Z$/, "+01:00");
}

async function start(workers: number): Promise<ServerProcess> {
  const server = await startServerProcess(
    { dir: site.root, database: path.join(site.root, "clicks.sqlite"), cleanup: async () => {} },
    {
      env: {
        CONTENT_DIR: site.contentDir,
        BUILD_DIR: site.buildRoot,
        SITE_URL: site.siteUrl,
        WORKERS: String(workers),
      },
    },
  );
  servers.push(server);
  return server;
}

/** Whether `place` shows the entry on `server`: a page that redirects home, a 404, do not. */
async function shows(server: ServerProcess, [place, text]: [string, string]): Promise<boolean> {
  if (place === SEARCH) return searchFinds(server.url, text, URL_PATH);
  const response = await fetch(new URL(place, server.url), { redirect: "manual" });
  const body = await response.text();
  return response.status === 200 && body.includes(text);
}

beforeAll(async () => {
  site = await buildDemoSite("scheduled-");
  await writeFile(
    path.join(site.contentDir, FILE),
    `---\ndescription: A post that waits for its time.\n---\n\n# ${TITLE}\n\n${TEXT}\n`,
  );
  const manifestFile = path.join(site.contentDir, MANIFEST_FILE);
  const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as unknown[];
  dueAt = Math.ceil((Date.now() + LEAD_MS) / 1000) * 1000;
  const entry = { type: "blog", status: "done", url: URL_PATH, title: TITLE };
  const scheduled = { ...entry, publishAt: withOffset(dueAt) };
  await writeFile(manifestFile, JSON.stringify([scheduled, ...manifest], null, 2));
  await Promise.all([start(1), start(2)]);
}, 300_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => stopProcess(server.child, "SIGTERM")));
  if (site) await rm(site.root, { recursive: true, force: true });
});

test("nowhere public before its publishAt, everywhere within 3 s after, on both servers", async () => {
  const [one, two] = servers as [ServerProcess, ServerProcess];
  for (const server of [one, two]) {
    for (const place of PLACES) expect(await shows(server, place), place[0]).toBe(false);
  }
  // Every answer above was read before the time: else the test proves nothing, and says so.
  expect(Date.now(), "the servers took the whole lead to start").toBeLessThan(dueAt);
  await new Promise((resolve) => setTimeout(resolve, dueAt - Date.now()));
  for (const server of [one, two]) {
    for (const place of PLACES) {
      const seen = await waitFor(
        async () => ((await shows(server, place)) ? true : undefined),
        dueAt + 3000 - Date.now(),
      );
      expect(seen, `${place[0]} within 3 s of its publishAt`).toBe(true);
    }
  }
  // The operator's log says so, on each server.
  for (const server of [one, two]) {
    expect(server.stderr()).toContain(
      `manifest: entries scheduled for ${new Date(dueAt).toISOString()} are public now`,
    );
  }
  // Every worker of the second server answers alike.
  for (let ask = 0; ask < 6; ask += 1)
    expect(await shows(two, PLACES[0] as [string, string])).toBe(true);
}, 180_000);

test("a server started after the time shows the entry from its first answers; its listings once rendered", async () => {
  expect(Date.now()).toBeGreaterThan(dueAt);
  const late = await start(1);
  // The entry's own page, its markdown, feeds and manifest: from the first answer.
  for (const place of PLACES.filter(([where]) => !["/blogs", "/insights"].includes(where))) {
    expect(await shows(late, place), place[0]).toBe(true);
  }
  // A built listing is answered as built once while its new render is made, as after any save
  // made while no server ran (decision 023); a cold render thread on a busy machine takes seconds.
  for (const place of PLACES) {
    const seen = await waitFor(async () => ((await shows(late, place)) ? true : undefined), 30_000);
    expect(seen, `${place[0]} once rendered`).toBe(true);
  }
}, 90_000);
