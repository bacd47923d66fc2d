/**
 * Live rendering under pressure, against a real build and the real server: unknown URLs render
 * and store nothing, a render that fails or cannot be queued answers the SPA fallback with a
 * logged error (never a 500), and a burst of built pages made stale by one edit is rendered again
 * in the background, a few at a time, none dropped.
 */
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { MANIFEST_FILE } from "#app/content/index.ts";
import { readBuildState } from "#app/prerender/index.server.ts";
import { SPA_FALLBACK } from "#server/requests/app.ts";
import { startServer, type RunningServer, type StartOptions } from "#server/main.ts";
import { buildDemoSite, waitFor, type BuiltSite } from "#tests/support/built-site.ts";
import { request } from "#tests/support/server-fixture.ts";

let site: BuiltSite;
const servers: RunningServer[] = [];
const NEW_URLS = ["/insights/limit-one", "/insights/limit-two", "/insights/limit-three"];

beforeAll(async () => {
  site = await buildDemoSite("live-limits-");
}, 240_000);
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  if (site) await rm(site.root, { recursive: true, force: true });
});

async function serve(options: Partial<StartOptions> = {}): Promise<[RunningServer, string[]]> {
  const logs: string[] = [];
  const server = await startServer({
    clientDir: site.clientDir,
    contentDir: site.contentDir,
    siteUrl: site.siteUrl,
    log: (line) => logs.push(line),
    ...options,
  });
  servers.push(server);
  return [server, logs];
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.map((entry) => path.join(entry.parentPath, entry.name)).sort();
}

function randomPath(): string {
  const word = () =>
    Math.random()
      .toString(36)
      .slice(2, 2 + 1 + Math.floor(Math.random() * 10));
  const shapes = [
    () => `/${word()}`,
    () => `/insights/${word()}`,
    () => `/blogs/${word()}/${word()}`,
    () => `/insights/page/${Math.floor(Math.random() * 1000)}`,
    () => `/qahub/${word()}/${word()}`,
  ];
  return (shapes[Math.floor(Math.random() * shapes.length)] as () => string)();
}

test("thousands of random unknown URLs leave memory and the cache unchanged", async () => {
  const [server] = await serve();
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as () => void;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
  const flood = async (count: number) => {
    for (let sent = 0; sent < count; sent += 50) {
      const responses = await Promise.all(
        Array.from({ length: 50 }, () => request(server, randomPath(), { agent })),
      );
      for (const response of responses) {
        expect(response.status).toBe(302);
        expect(response.headers.location).toBe("/");
      }
    }
  };
  const files = [...(await listFiles(site.buildRoot)), ...(await listFiles(site.contentDir))];
  await flood(1000);
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  await flood(5000);
  gc();
  const growth = process.memoryUsage().heapUsed - heapBefore;
  agent.destroy();
  expect(growth).toBeLessThan(4 * 1024 * 1024);
  expect(server.livePages?.stats()).toMatchObject({ pages: 0, bytes: 0, rendered: 0 });
  expect([...(await listFiles(site.buildRoot)), ...(await listFiles(site.contentDir))]).toEqual(
    files,
  );
}, 120_000);

test("a render that fails or cannot be queued answers the SPA fallback, logged, never a 500", async () => {
  const manifestFile = path.join(site.contentDir, MANIFEST_FILE);
  const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as unknown[];
  for (const url of NEW_URLS) {
    const file = path.join(site.contentDir, "blogs", `${url.slice(1)}.md`);
    await writeFile(file, `# ${url}\n\nA page saved after the build.\n`);
  }
  const added = NEW_URLS.map((url) => ({ type: "blog", status: "done", url, title: url }));
  await writeFile(manifestFile, JSON.stringify([...manifest, ...added]));
  const fallback = await readFile(path.join(site.clientDir, SPA_FALLBACK));

  const [slow, slowLogs] = await serve({ renderLimits: { timeoutMs: 1 } });
  const timedOut = await request(slow, NEW_URLS[0] as string);
  expect(timedOut.status).toBe(200);
  expect(timedOut.body.equals(fallback)).toBe(true);
  expect(slowLogs.join("\n")).toMatch(/render \/insights\/limit-one: rendering .* took over 1 ms/);

  const [busy, busyLogs] = await serve({ renderLimits: { maxInFlight: 1, maxQueued: 0 } });
  const answers = await Promise.all(NEW_URLS.map((url) => request(busy, url)));
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
  const rendered = answers.filter((answer) =>
    answer.body.includes("A page saved after the build."),
  );
  expect(rendered.length).toBe(1);
  expect(answers.filter((answer) => answer.body.equals(fallback)).length).toBe(2);
  expect(busyLogs.filter((line) => line.includes("the render queue is full")).length).toBe(2);
}, 60_000);

test("built pages asked for at once after a links.json edit are each rendered again in the background, none dropped", async () => {
  const state = await readBuildState(site.buildRoot);
  const pages = Object.keys(state?.pages ?? {})
    .filter((page) => /^\/(insights|reviews|humor)\/[^/]+$/.test(page))
    .slice(0, 12);
  expect(pages.length).toBeGreaterThanOrEqual(8);
  // Two pages in flight and two waiting: fewer places than pages asked for.
  const [server, logs] = await serve({
    revalidateMs: 0,
    renderLimits: { maxInFlight: 2, maxQueued: 2 },
  });
  const linksFile = path.join(site.contentDir, "links.json");
  const links = JSON.parse(await readFile(linksFile, "utf8")) as Record<string, unknown>[];
  await writeFile(linksFile, JSON.stringify(links.map((link) => ({ ...link, cloak: false }))));
  const fallback = await readFile(path.join(site.clientDir, SPA_FALLBACK));

  const answers = await Promise.all(pages.map((page) => request(server, page)));
  expect(answers.map((answer) => answer.status)).toEqual(pages.map(() => 200));
  expect(answers.filter((answer) => answer.body.equals(fallback))).toEqual([]);
  const allRendered = () => (server.livePages?.stats().rendered ?? 0) >= pages.length;
  await waitFor(async () => (allRendered() ? true : undefined), 30_000);
  expect(logs.filter((line) => line.startsWith("render "))).toEqual([]);
  expect(server.livePages?.stats()).toMatchObject({ pages: pages.length, rendered: pages.length });
}, 120_000);
