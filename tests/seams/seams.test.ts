/**
 * Parity at the seams: one build of one site (the demo content, a post with large photos, real
 * posts from other generators, old URLs), served every way docs/deploy.md gives (ways.ts). Each
 * way must answer every built page with the build's own bytes (never the SPA fallback), the
 * same image markup, and the same redirects for old URLs and `/go/` links. A save through the
 * back office by people signed in (a writer refused publishing, an editor publishing), a commit
 * pulled from the content remote and an entry scheduled while the ways run are live on the server
 * paths (page and search), and on the static ones from the next build.
 */
import { createHmac } from "node:crypto";
import { existsSync } from "node:fs";
import { cp, readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { MIN_COMPRESS_SIZE } from "#app/prerender/index.server.ts";
import { mapInParallel } from "#app/content/index.ts";
import { request, type RawResponse } from "#tests/support/server-fixture.ts";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { builtHtml, builtPages, get, imageMarkup, redirectOf } from "./answers.ts";
import type { Served } from "./node-server.ts";
import { bundleFiles, undeclaredPackages } from "./runtime-imports.ts";
import {
  goCases,
  PHOTO_POST,
  REAL_POSTS,
  REDIRECT_CASES,
  SCHEDULED,
  scheduledText,
  type RedirectCase,
} from "./seam-content.ts";
import {
  createSeamFolders,
  FILE_BUILD_ENV,
  prepareSeamSite,
  removeSeamFolders,
  type SeamSite,
} from "./seam-site.ts";
import { WAYS, type Way } from "./ways.ts";
import { readDocument } from "#server/back-office/proxy/document.ts";
import { NODE_24 } from "./production-install.ts";
import { buildAdmin } from "#tools/build/build-editor.ts";
import {
  gitAsDev,
  newPostSave,
  startBackOffice,
  TOKEN,
  type BackOfficeSite,
} from "#tests/support/back-office.ts";
import { runBuild, waitFor } from "#tests/support/built-site.ts";
import type { ProjectPlace } from "#tests/support/dashboard-process.ts";
import { cmsAs, joinWithPassword, signIn } from "#tests/support/newsroom.ts";
import { scheduleEntry } from "./on-time.ts";
import { searchFinds } from "#tests/support/site-search.ts";

/** The editor's bundle as `npm run build:admin` writes it (built here when missing). */
const ADMIN_BUILD = path.resolve("admin-build");

let site: SeamSite;
let pages: string[] = [];
let fallback: Buffer;
const started = new Map<string, Served | Error>();

beforeAll(async () => {
  site = await createSeamFolders();
  await prepareSeamSite(site);
  pages = await builtPages(site.clientDir);
  fallback = await readFile(path.join(site.clientDir, "__spa-fallback.html"));
  await Promise.all(
    WAYS.map(async (way) =>
      started.set(
        way.name,
        await way.start(site).catch((error: unknown) => new Error(String(error))),
      ),
    ),
  );
}, 420_000);

afterAll(async () => {
  for (const served of started.values()) if (!(served instanceof Error)) await served.stop();
  if (site) await removeSeamFolders(site);
}, 60_000);

function served(way: Way): Served {
  const running = started.get(way.name);
  if (!running) throw new Error(`${way.name} did not start`);
  if (running instanceof Error) throw running;
  return running;
}

/** What an answer is, when it is not the build's page: said so a failure reads as a report. */
function decoded(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === "br") return brotliDecompressSync(body);
  if (encoding === "gzip") return gunzipSync(body);
  return body;
}

function describeAnswer(answer: RawResponse, built: Buffer): string {
  if (answer.body.equals(built)) return "as built";
  if (answer.status !== 200) return `status ${answer.status}`;
  if (answer.body.equals(fallback)) return "the SPA fallback";
  const pictures = (html: Buffer) => (html.toString().match(/<picture[\s>]/g) ?? []).length;
  return `other HTML (${answer.body.length} bytes, ${pictures(answer.body)} <picture>; built: ${built.length} bytes, ${pictures(built)})`;
}

test("the site is what the suite needs: pages, photos in <picture>, real posts, old URLs", async () => {
  expect(pages).toEqual(
    expect.arrayContaining(["/", PHOTO_POST, ...Object.keys(REAL_POSTS), SCHEDULED.due.url]),
  );
  expect(pages).not.toContain(SCHEDULED.ahead.url);
  const photos = imageMarkup((await builtHtml(site.clientDir, PHOTO_POST)).toString());
  expect(photos.filter((markup) => markup.startsWith("<picture")).length).toBeGreaterThan(0);
  expect(REDIRECT_CASES.length).toBeGreaterThan(0);
  expect((await goCases(site.contentDir)).length).toBeGreaterThan(0);
});

test("every package the server build (build/server/) loads is in dependencies", () => {
  const serverBuild = path.join(site.buildRoot, "server");
  expect(undeclaredPackages(serverBuild, bundleFiles(serverBuild), ".")).toEqual([]);
}, 30_000);

describe.each(WAYS)("$name", (way) => {
  test("every built page is answered with the build's HTML, byte for byte", async () => {
    const running = served(way);
    const wrong = await mapInParallel(pages, async (page) => {
      const built = await builtHtml(site.clientDir, page);
      const kind = describeAnswer(await get(running, page), built);
      return kind === "as built" ? undefined : `${page}: ${kind}`;
    });
    expect(wrong.filter(Boolean), running.log()).toEqual([]);
  }, 120_000);

  test("photos and real posts carry the build's image markup (<picture>, width, height, srcset)", async () => {
    const running = served(way);
    for (const page of [PHOTO_POST, ...Object.keys(REAL_POSTS)]) {
      const built = imageMarkup((await builtHtml(site.clientDir, page)).toString());
      const answer = imageMarkup((await get(running, page)).body.toString());
      expect(answer, page).toEqual(built);
    }
  }, 60_000);

  test("old URLs redirect with the status and Location redirects.json and aliases give", async () => {
    const running = served(way);
    const answers = await mapInParallel(REDIRECT_CASES, async (expected: RedirectCase) =>
      redirectOf(running, expected.from, await get(running, expected.from)),
    );
    expect(answers).toEqual(REDIRECT_CASES);
  }, 30_000);

  test("the search index's files are answered as built; a record, written without a .br, compressed where the way compresses", async () => {
    const running = served(way);
    const index = path.join(site.clientDir, "search-index");
    const records = (await readdir(path.join(index, "pages"))).filter((name) =>
      name.endsWith(".json"),
    );
    expect(records.filter((name) => existsSync(path.join(index, "pages", `${name}.br`)))).toEqual(
      [],
    );
    const sizes = await Promise.all(
      records.map(async (name) => ({
        name,
        size: (await stat(path.join(index, "pages", name))).size,
      })),
    );
    const largest = sizes.sort((a, b) => b.size - a.size)[0];
    expect(largest?.size).toBeGreaterThan(MIN_COMPRESS_SIZE);
    for (const file of ["meta.json", `pages/${largest?.name}`]) {
      const answer = await request(running, `/search-index/${file}`, {
        headers: { "accept-encoding": "br, gzip", "user-agent": "Mozilla/5.0 seam suite" },
      });
      expect(answer.status, file).toBe(200);
      const encoding = answer.headers["content-encoding"];
      expect(decoded(answer.body, encoding), file).toEqual(await readFile(path.join(index, file)));
      if (file.startsWith("pages/") && way.compresses) expect(encoding, file).toBe(way.compresses);
    }
  }, 30_000);

  test("a scheduled entry whose time has come is public; one still ahead is in nothing the way serves", async () => {
    const running = served(way);
    const { due, ahead } = SCHEDULED;
    const markdown = (url: string) => `/assets/content/blogs${url}.md`;
    expect((await get(running, due.url)).body.toString()).toContain(scheduledText(due.url));
    expect((await get(running, markdown(due.url))).status).toBe(200);
    expect((await get(running, markdown(ahead.url))).status).toBe(404);
    expect((await get(running, ahead.url)).body.toString()).not.toContain(scheduledText(ahead.url));
    for (const file of [
      "/sitemap.xml",
      "/rss.xml",
      "/blogs",
      "/assets/content/content-manifest.json",
    ]) {
      const body = (await get(running, file)).body.toString();
      expect(body, file).toContain(due.url);
      expect(body, file).not.toContain(ahead.url);
    }
  }, 30_000);

  test("every cloaked /go/ link is a 302 to its URL from links.json", async () => {
    const running = served(way);
    const cases = await goCases(site.contentDir);
    const answers = await mapInParallel(cases, async (expected) =>
      redirectOf(running, expected.from, await get(running, expected.from)),
    );
    expect(answers).toEqual(cases);
  }, 30_000);
});

/**
 * Why `page`, asked for as a browser does (brotli or gzip), was not the build's `sibling` of it
 * (`.gz` or `.br`) sent as it is; undefined when it was.
 */
async function notSentAsBuilt(
  running: Served,
  page: string,
  sibling: ".gz" | ".br",
): Promise<string | undefined> {
  const headers = { "accept-encoding": "br, gzip", "user-agent": "Mozilla/5.0 seam suite" };
  const answer = await request(running, page, { headers });
  const file = path.join(site.clientDir, page, `index.html${sibling}`);
  const built = await readFile(file).catch(() => null);
  if (!built) return `${page}: the build wrote no ${sibling}`;
  const encoding = answer.headers["content-encoding"];
  if (encoding !== (sibling === ".gz" ? "gzip" : "br")) {
    return `${page}: ${answer.status}, encoding ${encoding ?? "none"}`;
  }
  if (answer.body.equals(built)) return undefined;
  return `${page}: compressed as it was sent (${answer.body.length} bytes; its ${sibling} ${built.length})`;
}

describe.each(WAYS.filter((way) => way.sends))("$name", (way) => {
  test(`every page is its ${way.sends} as the build wrote it: none compressed as it is sent`, async () => {
    const running = served(way);
    const sibling = way.sends ?? ".br";
    const wrong = await mapInParallel(pages, (page) => notSentAsBuilt(running, page, sibling));
    expect(wrong.filter(Boolean)).toEqual([]);
  }, 60_000);
});

/**
 * After `npm run build`, the ways that serve files answer `page` as built, holding `text`, and
 * find it by `query` when given.
 */
async function builtOnFileWays(page: string, text: string, query?: string): Promise<void> {
  await runBuild(site, FILE_BUILD_ENV);
  const built = await builtHtml(site.clientDir, page);
  expect(built.toString()).toContain(text);
  const byName = (name: string) => WAYS.find((way) => way.name.startsWith(name)) as Way;
  // nginx-static's configuration lists the build's pages: printed again after a build.
  const nginxAgain = await byName("nginx-static").start(site);
  try {
    // The page's `.gz` is this build's, not one an earlier release left beside it.
    expect(await notSentAsBuilt(nginxAgain, page, ".gz")).toBeUndefined();
    for (const running of [nginxAgain, served(byName("static host"))]) {
      const answer = await get(running, page);
      expect(answer.body.equals(built), describeAnswer(answer, built)).toBe(true);
      if (query !== undefined) expect(await searchFinds(running.url, query, page)).toBe(true);
    }
  } finally {
    await nginxAgain.stop();
  }
}

/**
 * A save through the back office is one more way a page is made (after the parity checks above,
 * which compare the build as it was). The ways with a running server show it within 3 s; the
 * ways that serve files (nginx-static, a static host) after the next `npm run build`.
 */
describe("a save through the back office", () => {
  const way = (name: string) => WAYS.find((candidate) => candidate.name.startsWith(name)) as Way;

  /** The way's answer for `page` once it holds `text`, within 3 s of `since`; fails otherwise. */
  async function liveWithin3s(name: string, page: string, text: string, since: number) {
    const answer = await waitFor(
      async () => {
        const got = await get(served(way(name)), page);
        return got.status === 200 && got.body.toString().includes(text) ? got : undefined;
      },
      since + 3000 - performance.now(),
    );
    if (!answer) throw new Error(`${name}: ${page} did not show "${text}" within 3 s`);
    const html = answer.body.toString();
    expect(html, name).toMatch(/^<!DOCTYPE html>/i);
    expect(html, name).toContain("product-card");
  }

  /**
   * The newsroom on this path (decision 070): an invited writer signs in with a password, saves
   * a new post for review (not public), is refused publishing it (403); an invited editor
   * publishes it, and each of `ways` answers its HTML within 3 s.
   */
  async function publishAsNewsroom(
    office: BackOfficeSite,
    page: string,
    text: string,
    ways: string[],
    place?: ProjectPlace,
  ) {
    const who = page.split("/").at(-1) ?? "post";
    const password = "a seam suite passphrase";
    const writerEmail = `writer-${who}@example.com`;
    await joinWithPassword(office, writerEmail, "writer", password, place);
    const writer = await signIn(office, writerEmail, password);
    expect(writer.answer.status, writer.answer.body).toBe(303);
    const editor = await joinWithPassword(
      office,
      `editor-${who}@example.com`,
      "editor",
      password,
      place,
    );
    const submitted = await cmsAs(
      office,
      writer.cookie,
      "persistEntry",
      newPostSave(page, "review", text),
    );
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(200);
    expect((await get(served(way(ways[0] ?? "")), page)).body.toString()).not.toContain(text);
    const publish = (cookie: string) =>
      cmsAs(office, cookie, "persistEntry", {
        ...newPostSave(page, "done", text),
        options: { newEntry: false },
      });
    const refused = await publish(writer.cookie);
    expect(refused.status, JSON.stringify(refused.json)).toBe(403);
    const since = performance.now();
    const published = await publish(editor);
    expect(published.status, JSON.stringify(published.json)).toBe(200);
    for (const name of ways) await liveWithin3s(name, page, text, since);
  }

  test("production install: the shipped editor answers; a writer signs in and saves, is refused publishing; an editor's publish is the page's HTML within 3 s there and on the other server of that folder", async () => {
    // The editor is built where the dev dependencies are, and shipped (docs/deploy.md).
    if (!existsSync(path.join(ADMIN_BUILD, "index.html"))) await buildAdmin(ADMIN_BUILD);
    await cp(ADMIN_BUILD, path.join(site.productionDir, "admin-build"), { recursive: true });
    const place = { node: NODE_24, cwd: site.productionDir };
    const office = await startBackOffice({
      contentDir: site.movedContentDir,
      versionsDir: path.join(site.elsewhere, "versions"),
      place,
    });
    try {
      const editor = await office.call("/admin/", {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(editor.status).toBe(200);
      expect(editor.body).toContain("admin.js");
      await publishAsNewsroom(
        office,
        "/insights/saved-on-the-production-install",
        "From production.",
        ["production install", "server: the content folder copied"],
        place,
      );
    } finally {
      await office.cleanup();
    }
  }, 180_000);

  test("the build's content folder: a writer signs in and saves, is refused publishing; an editor's publish is live within 3 s on the server and behind nginx-proxy, as built on nginx-static and a static host after npm run build", async () => {
    const office = await startBackOffice({
      contentDir: site.contentDir,
      versionsDir: path.join(site.root, "versions"),
    });
    const page = "/insights/saved-in-the-build-folder";
    try {
      await publishAsNewsroom(office, page, "From the repo.", [
        "server: build and content",
        "nginx-proxy",
      ]);
    } finally {
      await office.cleanup();
    }
    await builtOnFileWays(page, "From the repo.");
  }, 180_000);

  test("a commit pushed to the content remote from a laptop: pulled through the signed webhook, live within 3 s on the server and behind nginx-proxy", async () => {
    const remote = path.join(site.root, "content-remote.git");
    const laptop = path.join(site.root, "laptop");
    const gitIn = gitAsDev;
    gitIn(site.root, "init", "--quiet", "--bare", "--initial-branch=main", remote);
    const secret = "a-webhook-secret-of-32-characters";
    const office = await startBackOffice({
      contentDir: site.contentDir,
      versionsDir: path.join(site.root, "versions"),
      env: {
        CONTENT_GIT_REMOTE: remote,
        BACK_OFFICE_GIT_WEBHOOK_SECRET: secret,
        BACK_OFFICE_GIT_PULL_SECONDS: "3600",
      },
    });
    const page = "/insights/pulled-from-the-laptop";
    try {
      const pushed = await waitFor(async () => {
        try {
          return gitIn(site.root, "--git-dir", remote, "rev-parse", "--verify", "--quiet", "main");
        } catch {
          return undefined;
        }
      }, 20_000);
      expect(pushed).toBeDefined();
      gitIn(site.root, "clone", "--quiet", remote, laptop);
      // A new post, as a developer adds one: its file and its row first in the manifest.
      const post = readDocument(
        newPostSave(page, "done", "Pulled from the laptop.").dataFiles[0]?.raw ?? "",
      );
      if ("error" in post || post.kind !== "markdown") throw new Error("no post");
      await writeFile(path.join(laptop, "blogs/insights/pulled-from-the-laptop.md"), post.file);
      const manifest = path.join(laptop, "content-manifest.json");
      const rows = JSON.parse(await readFile(manifest, "utf8")) as unknown[];
      await writeFile(manifest, `${JSON.stringify([post.manifest, ...rows], null, 2)}\n`);
      gitIn(laptop, "add", "-A");
      gitIn(laptop, "commit", "--quiet", "-am", "From the laptop");
      gitIn(laptop, "push", "--quiet", "origin", "main");
      const body = JSON.stringify({ ref: "refs/heads/main" });
      const since = performance.now();
      const hook = await office.call("/api/content-git/push", {
        method: "POST",
        headers: {
          "x-hub-signature-256": `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`,
        },
        body,
      });
      expect(hook.status, hook.body).toBe(200);
      for (const name of ["server: build and content", "nginx-proxy"])
        await liveWithin3s(name, page, "Pulled from the laptop.", since);
      // Searchable there too, before any build (decision 077).
      for (const name of ["server: build and content", "nginx-proxy"])
        expect(await searchFinds(served(way(name)).url, "pulled laptop", page), name).toBe(true);
    } finally {
      await office.cleanup();
    }
    // The ways that serve files: from the next build, page and search.
    await builtOnFileWays(page, "Pulled from the laptop.", "pulled laptop");
  }, 300_000);
});

/**
 * An entry scheduled while every way runs (decisions 068, 077): nowhere before its time; within
 * 3 s after it on each way with a server (its page and site search), with no save and no build;
 * on the ways that serve files from the first build after it (docs/deploy.md, "Scheduled entries
 * on a static host").
 */
describe("an entry scheduled while the ways run", () => {
  const way = (name: string) => WAYS.find((candidate) => candidate.name.startsWith(name)) as Way;
  const SERVER_WAYS = [
    "server: build and content",
    "server: the content folder copied",
    "production install",
    "nginx-proxy",
  ];
  const FILE_WAYS = ["nginx-static", "static host"];
  const page = "/insights/seam-comes-due";
  const text = "Quokka marmalade, published punctually.";
  const query = "quokka marmalade";

  test("nowhere before its publishAt; within 3 s after on every server way, page and search; on the static ways from the next build", async () => {
    const at = Math.ceil((Date.now() + 30_000) / 1000) * 1000;
    await scheduleEntry([site.contentDir, site.movedContentDir], page, text, at);
    for (const candidate of WAYS) {
      const running = served(candidate);
      expect((await get(running, page)).body.toString(), candidate.name).not.toContain(text);
      expect(await searchFinds(running.url, query, page), candidate.name).toBe(false);
    }
    // Every answer above was read before the time: else the test proves nothing, and says so.
    expect(Date.now(), "the checks took the whole lead").toBeLessThan(at);
    await new Promise((resolve) => setTimeout(resolve, at - Date.now()));
    const late = await Promise.all(
      SERVER_WAYS.map(async (name) => {
        const running = served(way(name));
        let shown = false;
        let found = false;
        await waitFor(
          async () => {
            shown ||= (await get(running, page)).body.toString().includes(text);
            found ||= await searchFinds(running.url, query, page);
            return shown && found ? true : undefined;
          },
          at + 3000 - Date.now(),
        );
        return shown && found
          ? undefined
          : `${name}: within 3 s, page ${shown}, search ${found}; its log: ${running.log().slice(-800)}`;
      }),
    );
    expect(late.filter(Boolean)).toEqual([]);
    for (const name of FILE_WAYS)
      expect((await get(served(way(name)), page)).body.toString(), name).not.toContain(text);
    await builtOnFileWays(page, text, query);
  }, 300_000);
});
