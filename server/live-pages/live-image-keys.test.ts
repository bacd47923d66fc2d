/**
 * The server's keys cover the images each built page looked up (decision 081), as the build's
 * do: an image manifest that gained another post's image (a build between its image step and its
 * switch) leaves every built page served as built, and a changed entry makes the pages that
 * looked it up, and only those, differ from the build.
 */
import { readFile, rm, writeFile } from "node:fs/promises";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { ImageManifest } from "#app/images/index.server.ts";
import { imageManifestFile } from "#app/images/index.server.ts";
import { readBuildState } from "#app/prerender/index.server.ts";
import { startServer, type RunningServer } from "#server/main.ts";
import { buildDemoSite, type BuiltSite } from "#tests/support/built-site.ts";
import { request } from "#tests/support/server-fixture.ts";

let site: BuiltSite;
let server: RunningServer;

beforeAll(async () => {
  site = await buildDemoSite("live-image-keys-");
  server = await startServer({
    clientDir: site.clientDir,
    contentDir: site.contentDir,
    siteUrl: site.siteUrl,
    log: () => undefined,
  });
}, 240_000);
afterAll(async () => {
  await server?.close();
  if (site) await rm(site.root, { recursive: true, force: true });
});

/** Every built page asked for once, after the server's keys have had time to look again. */
async function askEveryPage(pages: string[]): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1100));
  for (const page of pages) expect((await request(server, page)).status, page).toBe(200);
}

test("another post's new image changes no built page; a changed entry, the pages that used it", async () => {
  const state = await readBuildState(site.buildRoot);
  const records = Object.entries(state?.pages ?? {});
  const pages = records.map(([page]) => page);
  const file = imageManifestFile(site.buildRoot);
  const manifest = JSON.parse(await readFile(file, "utf8")) as ImageManifest;
  // The image looked up by the most pages: a product's picture on the home page and reviews.
  const usersOf = (image: string) =>
    records.filter(([, record]) => record.images?.includes(image)).map(([page]) => page);
  const [name] = Object.keys(manifest).sort((a, b) => usersOf(b).length - usersOf(a).length);
  const entry = name === undefined ? undefined : manifest[name];
  if (!name || !entry) throw new Error("the demo's build has no image");
  const users = usersOf(name);
  expect(users.length).toBeGreaterThan(1);
  expect(users.length).toBeLessThan(pages.length / 2);

  const added = { ...manifest, "/assets/content/images/another-post.jpg": entry };
  await writeFile(file, JSON.stringify(added));
  await askEveryPage(pages);
  expect(server.livePages?.stats()).toMatchObject({ rendered: 0 });

  await writeFile(file, JSON.stringify({ ...added, [name]: { ...entry, width: entry.width + 1 } }));
  await askEveryPage(pages);
  // Answered as built at once (stale while revalidate), each rendered again behind it.
  await expect
    .poll(() => server.livePages?.stats().rendered, { timeout: 20_000 })
    .toBe(users.length);
}, 120_000);
