/**
 * Live publishing against a real build and the real server: a page saved after the build is
 * rendered by the server within 3 s, with no restart, byte for byte as the next `npm run build`
 * writes it, and that build takes over.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, test } from "vitest";
import { MANIFEST_FILE } from "#app/content/index.ts";
import { startServer, type RunningServer } from "#server/main.ts";
import { readBuildState, stripModulePreloads, withCspMeta } from "#app/prerender/index.server.ts";
import { walkFiles } from "#tools/cli/walk-files.ts";
import { buildDemoSite, runBuild, waitFor, type BuiltSite } from "#tests/support/built-site.ts";
import { request } from "#tests/support/server-fixture.ts";

const NEW_URL = "/insights/live-published-entry";
const NEW_TEXT = "Published while the server was running, and shared at once.";
const EDITED_URL = "/insights/short-names";
const EDITED_FILE = "blogs/insights/short-names.md";
const EDITED_TEXT = "An edit saved while the server was running.";
const OLD_TEXT = "That one fact explains most of this article.";
const HALF_SAVE_URL = "/insights/saved-around-a-half-save";
const NEW_MARKDOWN = `<!-- META
{
  "title": "Published Live",
  "description": "A post published after the build, with its preview card.",
  "ogTitle": "Published Live on the Server"
}
-->

# Published live

${NEW_TEXT}
`;

let site: BuiltSite;
let server: RunningServer;
const logs: string[] = [];
const get = (target: string, encoding = "identity") =>
  request(server, target, { headers: { "accept-encoding": encoding } });

beforeAll(async () => {
  site = await buildDemoSite("live-publishing-");
  server = await startServer({
    clientDir: site.clientDir,
    contentDir: site.contentDir,
    siteUrl: site.siteUrl,
    log: (line) => logs.push(line),
  });
}, 240_000);
afterAll(async () => {
  await server?.close();
  if (site) await rm(site.root, { recursive: true, force: true });
});

/** The page's HTML once it contains `text`, within 3 s of `savedAt`; fails the test otherwise. */
async function htmlWith(target: string, text: string, savedAt: number): Promise<string> {
  const html = await waitFor(
    async () => {
      const body = (await get(target)).body.toString("utf8");
      return body.includes(text) ? body : undefined;
    },
    savedAt + 3000 - performance.now(),
  );
  if (html === undefined) throw new Error(`${target} did not show "${text}" within 3 s`);
  return html;
}

test("one document request renders what React Router's own prerender does, and no .data file is written", async () => {
  const state = await readBuildState(site.buildRoot);
  const pages = Object.keys(state?.pages ?? {});
  expect(pages.length).toBeGreaterThan(20);
  // React Router's way: the route data first, then the document from it (a process of its own).
  const run = spawnSync(
    process.execPath,
    [
      "tests/support/react-router-prerender.ts",
      path.join(site.buildRoot, "server", "index.js"),
      ...pages,
    ],
    {
      encoding: "utf8",
      maxBuffer: 256 * 1024 * 1024,
      env: {
        ...process.env,
        NODE_ENV: "production",
        CONTENT_DIR: site.contentDir,
        BUILD_DIR: site.buildRoot,
        SITE_URL: site.siteUrl,
      },
    },
  );
  expect(run.status, run.stderr).toBe(0);
  const twoStep = JSON.parse(run.stdout) as Record<string, string>;
  for (const page of pages) {
    const built = await readFile(
      path.join(site.clientDir, page === "/" ? "" : page, "index.html"),
      "utf8",
    );
    expect(built, page).toBe(withCspMeta(stripModulePreloads(twoStep[page] ?? "")));
  }
  const dataFiles: string[] = [];
  for await (const file of walkFiles(site.clientDir))
    if (file.endsWith(".data")) dataFiles.push(file);
  expect(dataFiles).toEqual([]);
}, 120_000);

test("every page is rendered whole: its route data in place, none of React's streaming runtime", async () => {
  const state = await readBuildState(site.buildRoot);
  const pages = Object.keys(state?.pages ?? {});
  expect(pages.length).toBeGreaterThan(20);
  for (const page of pages) {
    const built = await readFile(
      path.join(site.clientDir, page === "/" ? "" : page, "index.html"),
      "utf8",
    );
    // React Router's hydration data, whole, not parked in a hidden `<div>` for `$RC` to move.
    expect(built, page).toContain("window.__reactRouterContext.streamController.close()");
    for (const streamed of ["$RC(", '<div hidden id="S:', "<!--$?-->", "$RT="])
      expect(built, page).not.toContain(streamed);
  }
}, 60_000);

test("every page the build wrote is served as built: nothing is rendered", async () => {
  const state = await readBuildState(site.buildRoot);
  const pages = Object.keys(state?.pages ?? {});
  expect(pages.length).toBeGreaterThan(20);
  for (const page of pages) {
    const response = await get(page);
    const file = path.join(site.clientDir, page === "/" ? "" : page, "index.html");
    expect(response.body.equals(await readFile(file)), page).toBe(true);
  }
  expect(server.livePages?.stats()).toMatchObject({ pages: 0, rendered: 0 });
  // Every built page asked once (each computes its content key): not a timed test.
}, 60_000);

test("within 3 s of a save: a new entry's raw HTML, its listing, an edited entry", async () => {
  const manifestFile = path.join(site.contentDir, MANIFEST_FILE);
  const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as unknown[];
  const editedFile = path.join(site.contentDir, EDITED_FILE);
  const before = await readFile(editedFile, "utf8");
  expect(before).toContain(OLD_TEXT);
  expect((await get(EDITED_URL)).body.toString()).toContain(OLD_TEXT);

  await writeFile(
    path.join(site.contentDir, "blogs/insights/live-published-entry.md"),
    NEW_MARKDOWN,
  );
  const entry = { type: "blog", status: "done", url: NEW_URL, title: "Published Live" };
  await writeFile(manifestFile, JSON.stringify([entry, ...manifest], null, 1));
  await writeFile(editedFile, before.replace(OLD_TEXT, EDITED_TEXT));
  const savedAt = performance.now();

  // Pages that had HTML (the listing, the edited entry) answer with it while they render again,
  // so all three are asked for at once, as visitors and crawlers would.
  const [page, listing, edited] = await Promise.all([
    htmlWith(NEW_URL, NEW_TEXT, savedAt),
    htmlWith("/insights", `href="${NEW_URL}"`, savedAt),
    htmlWith(EDITED_URL, EDITED_TEXT, savedAt),
  ]);
  expect(page).toMatch(/<title>Published Live[^<]*<\/title>/);
  expect(page).toContain(
    '<meta name="description" content="A post published after the build, with its preview card."/>',
  );
  expect(page).toContain('<meta property="og:title" content="Published Live on the Server"/>');
  expect(page).toMatch(/<script type="application\/ld\+json">[^<]*BlogPosting[^<]*Published/);
  expect(listing).toContain("Published Live");
  expect(edited).not.toContain(OLD_TEXT);
  expect(logs).toEqual([]);
}, 30_000);

test("concurrent requests for a page render it once; it is then served from memory, with 304s", async () => {
  const { rendered } = server.livePages?.stats() ?? { rendered: -1 };
  const responses = await Promise.all(Array.from({ length: 20 }, () => get(NEW_URL)));
  expect(new Set(responses.map((response) => response.body.toString())).size).toBe(1);
  expect(server.livePages?.stats().rendered).toBe(rendered);
  const etag = String(responses[0]?.headers.etag);
  const revalidated = await request(server, NEW_URL, { headers: { "if-none-match": etag } });
  expect(revalidated.status).toBe(304);
});

test("a page rendered live equals what the next build writes, which then takes over", async () => {
  const pages = [NEW_URL, "/insights", EDITED_URL];
  const live = new Map<string, Record<string, Buffer | string>>();
  for (const page of pages) {
    const [plain, br, gzip] = await Promise.all(
      ["identity", "br", "gzip"].map((e) => get(page, e)),
    );
    expect(br?.headers["content-encoding"]).toBe("br");
    expect(gzip?.headers["content-encoding"]).toBe("gzip");
    expect(plain?.headers["cache-control"]).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
    );
    live.set(page, {
      "": plain?.body as Buffer,
      ".br": br?.body as Buffer,
      ".gz": gzip?.body as Buffer,
      csp: String(plain?.headers["content-security-policy"]),
    });
  }
  await runBuild(site);
  const state = await readBuildState(site.buildRoot);
  for (const page of pages) {
    const forms = live.get(page) ?? {};
    const file = path.join(site.clientDir, page.slice(1), "index.html");
    for (const suffix of ["", ".br"]) {
      expect((forms[suffix] as Buffer).equals(await readFile(file + suffix)), page + suffix).toBe(
        true,
      );
    }
    // No `.gz` beside a page (decision 036): the gzip-only client got the same HTML, gzipped.
    expect(existsSync(`${file}.gz`), page).toBe(false);
    expect(gunzipSync(forms[".gz"] as Buffer).equals(await readFile(file)), page).toBe(true);
    expect(forms.csp).toBe(state?.pages[page]?.csp);
  }
  // The server reads the new build state within a second; the built files are served again.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  for (const page of pages) await get(page);
  expect(server.livePages?.stats().pages).toBe(0);
}, 120_000);

test("a listing asked for while the manifest is half-saved is not kept: once saved, it lists every entry", async () => {
  const manifestFile = path.join(site.contentDir, MANIFEST_FILE);
  const entries = JSON.parse(await readFile(manifestFile, "utf8")) as unknown[];
  const entry = {
    type: "blog",
    status: "done",
    url: HALF_SAVE_URL,
    title: "Saved Around a Half Save",
  };
  await writeFile(
    path.join(site.contentDir, "blogs/insights/saved-around-a-half-save.md"),
    "# Saved around a half save\n\nThe listing links it once the manifest is whole again.\n",
  );
  const saved = JSON.stringify([entry, ...entries], null, 1);
  await writeFile(manifestFile, saved);
  // The server takes this version as the last valid one (the new entry is rendered from it);
  // then an editor writes the file again, and is half-way through.
  await htmlWith(HALF_SAVE_URL, "once the manifest is whole again", performance.now());
  await writeFile(manifestFile, saved.slice(0, saved.length / 2));
  // Past the second in which the server trusts the key it last computed for the listing.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const { rendered } = server.livePages?.stats() ?? { rendered: 0 };
  const meanwhile = (await get("/insights")).body.toString();
  expect(meanwhile).toContain('href="/insights/short-names"');
  // Time for the listing's render to finish, were it made from the half-saved file.
  await waitFor(
    async () => ((server.livePages?.stats().rendered ?? 0) > rendered ? true : undefined),
    3000,
  );

  await writeFile(manifestFile, saved);
  const listing = await htmlWith("/insights", `href="${HALF_SAVE_URL}"`, performance.now());
  expect(listing).toContain('href="/insights/short-names"');
  expect(logs.filter((line) => line.startsWith("render"))).toEqual([]);
}, 30_000);

test("a new entry whose render meets another entry's whole save is rendered again, not answered with the fallback", async () => {
  const manifestFile = path.join(site.contentDir, MANIFEST_FILE);
  const entries = JSON.parse(await readFile(manifestFile, "utf8")) as unknown[];
  const url = "/insights/rendered-around-another-save";
  const text = "Rendered while another entry was saved.";
  // Long enough that its render is still running when the other save lands.
  const paragraphs = Array.from(
    { length: 6000 },
    (_, index) => `Paragraph ${index} of a long post, with [a link](/insights) and *emphasis*.`,
  );
  await writeFile(
    path.join(site.contentDir, "blogs/insights/rendered-around-another-save.md"),
    `# Rendered around another save\n\n${text}\n\n${paragraphs.join("\n\n")}\n`,
  );
  const entry = { type: "blog", status: "done", url, title: "Rendered Around Another Save" };
  await writeFile(manifestFile, JSON.stringify([entry, ...entries], null, 1));
  const other = { type: "blog", status: "done", url: "/insights/saved-meanwhile", title: "Saved" };
  const { rendered } = server.livePages?.stats() ?? { rendered: 0 };

  const answer = get(url);
  const started = await waitFor(
    async () => ((server.livePages?.stats().rendering ?? 0) > 0 ? true : undefined),
    3000,
  );
  expect(started).toBe(true);
  await writeFile(manifestFile, JSON.stringify([entry, other, ...entries], null, 1));
  // The save landed while the first render was still running.
  expect(server.livePages?.stats().rendered).toBe(rendered);
  expect(server.livePages?.stats().rendering).toBeGreaterThan(0);

  const page = (await answer).body.toString("utf8");
  expect(page).toContain(text);
  expect(page).toMatch(/<title>Rendered Around Another Save[^<]*<\/title>/);
  expect(server.livePages?.stats().rendered).toBe(rendered + 1);
  expect(logs.filter((line) => line.startsWith("render"))).toEqual([]);
}, 30_000);
