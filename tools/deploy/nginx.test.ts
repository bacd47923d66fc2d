/**
 * The two nginx set-ups of docs/deploy.md, each printed by deploy-config and run by Debian's
 * real nginx on loopback: nginx serving a build alone, and nginx caching in front of the Node
 * server (the server tests' tiny fixture site, precompressed as the build does).
 */
import { existsSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { IMMUTABLE, NO_CACHE, NO_STORE, SHARED_SHORT, SHORT } from "#server/http/caching.ts";
import { inlineScriptHashes } from "#app/prerender/index.server.ts";
import {
  ASSET_JS,
  BIG_JS,
  createFixture,
  HOME_SCRIPT,
  leaks,
  request,
  SECRET,
  type Fixture,
} from "#tests/support/server-fixture.ts";
import { openContentFolder } from "#app/loaders/index.server.ts";
import { CONTENT_BASE, LINKS_FILE, MANIFEST_FILE } from "#app/content/index.ts";
import {
  GO_TARGET,
  writeBuiltRedirects,
  writeRedirectFixture,
} from "#tests/support/redirect-fixture.ts";
import { writePageIndexFiles } from "#tools/build/page-index-files.ts";
import { precompressDirectory } from "#tools/build/precompress.ts";
import { PREVIOUS_ASSETS_DIR } from "#tools/build/release/previous-assets.ts";
import { deployConfig } from "./deploy-config.ts";
import { startNginx, type RunningNginx } from "./run-nginx.ts";
import { freePort } from "#tests/support/server-process.ts";

const BIG_PAGE = `<!doctype html><html><head><title>a</title></head><body>prerendered a ${"words ".repeat(400)}</body></html>`;
const BIG_DATA = `[${'"route data",'.repeat(200)}0]`;

const PREVIOUS_JS = "lazy-before-Bq3x9.js";

const BASE = Number(process.env.DEPLOY_TEST_PORT ?? 4305);
const STATIC_PORT = BASE;
const PROXY_PORT = BASE + 1;
const NODE_PORT = BASE + 2;

let fx: Fixture;
let work: string;
/** nginx-static with `--brotli` (the brotli_static module). */
let brotliPort = 0;
const running: RunningNginx[] = [];

beforeAll(async () => {
  fx = await createFixture("http://localhost", NODE_PORT);
  await writeFile(path.join(fx.clientDir, ".env"), SECRET);
  // Old URLs and cloaked links in the content folder, and the build's table of them (the
  // build's copy of the content folder has no redirects.json: nginx-static reads the table).
  await writeRedirectFixture(fx.contentDir);
  await writeBuiltRedirects(fx.contentDir, fx.clientDir);
  for (const file of [MANIFEST_FILE, LINKS_FILE, "blogs/insights/a.md"]) {
    const target = path.join(fx.clientDir, CONTENT_BASE, file);
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(path.join(fx.contentDir, file), target);
  }
  await writePageIndexFiles(fx.clientDir, await openContentFolder(fx.contentDir).readManifest());
  // A page and route data worth compressing: the build writes them a `.br` and no `.gz`.
  await writeFile(path.join(fx.clientDir, "insights", "a", "index.html"), BIG_PAGE);
  await writeFile(path.join(fx.clientDir, "insights", "a.data"), BIG_DATA);
  await precompressDirectory(fx.clientDir);
  // An earlier build's chunk, kept beside the build (decision 055), and one the current build has too.
  const previous = path.join(path.dirname(fx.clientDir), PREVIOUS_ASSETS_DIR, "assets", "b");
  await mkdir(previous, { recursive: true });
  await writeFile(path.join(previous, PREVIOUS_JS), "export const built = 'before';");
  await writeFile(path.join(previous, ASSET_JS), "not the current build's");
  work = await mkdtemp(path.join(tmpdir(), "nginx-test-"));
  const prefix = (name: string) => path.join(work, name);
  const staticConfig = await deployConfig([
    "nginx-static",
    ...[
      "--listen",
      `127.0.0.1:${STATIC_PORT}`,
      "--root",
      fx.clientDir,
      "--prefix",
      prefix("static"),
    ],
  ]);
  const proxyConfig = await deployConfig([
    "nginx-proxy",
    ...["--listen", `127.0.0.1:${PROXY_PORT}`, "--upstream", `127.0.0.1:${NODE_PORT}`],
    ...["--prefix", prefix("proxy")],
  ]);
  running.push(await startNginx(prefix("static"), staticConfig, STATIC_PORT));
  brotliPort = await freePort();
  const brotliConfig = await deployConfig([
    ...["nginx-static", "--brotli", "--listen", `127.0.0.1:${brotliPort}`],
    ...["--root", fx.clientDir, "--prefix", prefix("brotli")],
  ]);
  running.push(await startNginx(prefix("brotli"), brotliConfig, brotliPort));
  running.push(await startNginx(prefix("proxy"), proxyConfig, PROXY_PORT));
});

afterAll(async () => {
  for (const nginx of running) await nginx.stop();
  await fx?.cleanup();
  if (work) await rm(work, { recursive: true, force: true });
});

const at =
  (port: number) =>
  (target: string, headers: Record<string, string> = {}) =>
    request({ ...fx.server, port }, target, { headers });

test("nginx-static answers an earlier build's chunk from build/previous-assets, the current build's first", async () => {
  const get = at(STATIC_PORT);
  const previous = await get(`/assets/b/${PREVIOUS_JS}`);
  expect(previous.status).toBe(200);
  expect(previous.body.toString()).toBe("export const built = 'before';");
  expect(previous.headers["cache-control"]).toBe(IMMUTABLE);
  expect(previous.headers["content-type"]).toBe("text/javascript; charset=utf-8");
  expect(previous.headers["x-frame-options"]).toBe("DENY");
  expect((await get(`/assets/b/${ASSET_JS}`)).body.toString()).toBe(BIG_JS);
  expect((await get("/assets/b/never-built-Zz9.js")).status).toBe(404);
});

test("nginx-static with --brotli sends the build's .br of a page and of an asset as it is; gzip to a gzip-only client", async () => {
  const get = at(brotliPort);
  const page = path.join(fx.clientDir, "insights", "a", "index.html");
  const asset = path.join(fx.clientDir, "assets", "b", ASSET_JS);
  for (const [target, file] of [
    ["/insights/a", page],
    [`/assets/b/${ASSET_JS}`, asset],
  ] as const) {
    const res = await get(target, { "Accept-Encoding": "br, gzip" });
    expect(res.status, target).toBe(200);
    expect(res.headers["content-encoding"], target).toBe("br");
    expect(res.headers.vary, target).toContain("Accept-Encoding");
    expect(res.body.equals(await readFile(`${file}.br`)), target).toBe(true);
  }
  const gzipOnly = await get("/insights/a", { "Accept-Encoding": "gzip" });
  expect(gzipOnly.headers["content-encoding"]).toBe("gzip");
  expect(zlib.gunzipSync(gzipOnly.body).toString()).toBe(BIG_PAGE);
  const plain = await get("/insights/a");
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.body.toString()).toBe(BIG_PAGE);
  expect(plain.headers["content-security-policy"]).toBeDefined();
});

describe.each([
  ["nginx-static", STATIC_PORT],
  ["nginx-proxy", PROXY_PORT],
])("%s", (_name, port) => {
  const get = at(port);

  test("pages are the prerendered HTML, short-lived in shared caches, with their script hashes", async () => {
    const home = await get("/");
    expect(home.status).toBe(200);
    expect(home.body.toString()).toContain("<title>home</title>");
    expect(home.headers["cache-control"]).toBe(SHARED_SHORT);
    expect(home.headers["content-security-policy"]).toContain(
      inlineScriptHashes(`<script>${HOME_SCRIPT}</script>`)[0],
    );
    expect(home.headers["x-frame-options"]).toBe("DENY");
    expect((await get("/insights/a")).body.toString()).toContain("prerendered a");
    expect((await get("/insights/a.data")).headers["cache-control"]).toBe(SHARED_SHORT);
  });

  test("a page index record is JSON, short-lived in shared caches (the build's file, or live)", async () => {
    const res = await get("/assets/page-index/insights/a/index.json");
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe(SHARED_SHORT);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(JSON.parse(res.body.toString())).toMatchObject({
      resolution: { found: true, page: { path: "/insights/a" } },
      listingsAbove: ["/insights"],
    });
  });

  test("hashed assets are immutable and sent compressed to a client that accepts it", async () => {
    const res = await get(`/assets/b/${ASSET_JS}`, { "Accept-Encoding": "gzip" });
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe(IMMUTABLE);
    expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers.vary).toContain("Accept-Encoding");
    expect(zlib.gunzipSync(res.body).toString()).toBe(BIG_JS);
    const plain = await get(`/assets/b/${ASSET_JS}`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(BIG_JS);
  });

  test("a gzip-only client gets gzip for a page and its route data, which have no .gz", async () => {
    expect(existsSync(path.join(fx.clientDir, "insights", "a", "index.html.gz"))).toBe(false);
    for (const [target, body] of [
      ["/insights/a", BIG_PAGE],
      ["/insights/a.data", BIG_DATA],
    ] as const) {
      const res = await get(target, { "Accept-Encoding": "gzip" });
      expect(res.status, target).toBe(200);
      expect(res.headers["content-encoding"], target).toBe("gzip");
      expect(res.headers.vary, target).toContain("Accept-Encoding");
      expect(zlib.gunzipSync(res.body).toString(), target).toBe(body);
      const plain = await get(target);
      expect(plain.headers["content-encoding"], target).toBeUndefined();
      expect(plain.body.toString(), target).toBe(body);
    }
  });

  test("an unknown page goes home, an unknown file is a 404", async () => {
    const page = await get("/no/such/page");
    expect(page.status).toBe(302);
    expect(new URL(page.headers.location ?? "", "http://x").pathname).toBe("/");
    expect((await get("/nope.js")).status).toBe(404);
    expect((await get("/assets/nothing.css")).status).toBe(404);
  });

  test("dotfiles are refused", async () => {
    for (const target of ["/.env", "/%2eenv", "/assets/../.env"]) {
      const res = await get(target);
      expect([400, 404], target).toContain(res.status);
      expect(leaks(res.body), target).toBe(false);
    }
  });

  test("old URLs redirect with their status, with or without the slash, the query passed on", async () => {
    for (const target of ["/2013/01/11/old-post/", "/2013/01/11/old-post", "/caf%C3%A9"]) {
      const res = await get(target);
      expect(res.status, target).toBe(301);
      expect(new URL(res.headers.location ?? "", "http://x").pathname, target).toBe("/insights/a");
      expect(res.headers["cache-control"], target).toBe(SHORT);
    }
    const aliased = await get("/posts/a-first-name/?utm=x");
    expect(new URL(aliased.headers.location ?? "", "http://x").search).toBe("?utm=x");
    expect((await get("/old/a")).status).toBe(301);
    const sale = await get("/summer-sale?utm=mail");
    expect(sale.status).toBe(302);
    expect(sale.headers["cache-control"]).toBe(NO_CACHE);
    expect(new URL(sale.headers.location ?? "", "http://x").search).toBe("?from=sale&utm=mail");
  });

  test("a cloaked link redirects to its URL with the visitor's query, never stored", async () => {
    const res = await get("/go/offer?utm=x");
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`${GO_TARGET}&utm=x`);
    expect(res.headers["cache-control"]).toBe(NO_STORE);
    expect((await get("/go/offer")).headers.location).toBe(GO_TARGET);
    // The page and placement a page's link carries are the Node server's: never passed on.
    const carried = await get("/go/offer?page=%2Finsights%2Fdeal&placement=card-1&utm=x");
    expect(carried.headers.location).toBe(`${GO_TARGET}&utm=x`);
    expect((await get("/go/offer?page=%2Fx&placement=text")).headers.location).toBe(GO_TARGET);
    expect((await get("/go/world?page=%2Fx&placement=faq")).headers.location).toBe(
      "https://shop.example/world",
    );
  });

  test("a link's country URLs, its status, its alias and its fallback: as on the Node server", async () => {
    const where = async (target: string, country?: string) => {
      const res = await get(target, country ? { "CF-IPCountry": country } : {});
      return [res.status, res.headers.location, res.headers["cache-control"]];
    };
    expect(await where("/go/world", "GB")).toEqual([301, "https://shop.example/uk", NO_STORE]);
    expect(await where("/go/world", "AT")).toEqual([301, "https://shop.example/de", NO_STORE]);
    expect(await where("/go/world", "US")).toEqual([301, "https://shop.example/world", NO_STORE]);
    expect(await where("/go/world")).toEqual([301, "https://shop.example/world", NO_STORE]);
    for (const alias of ["/recommends/world/", "/recommends/world"]) {
      expect(await where(alias, "DE")).toEqual([301, "https://shop.example/de", NO_STORE]);
    }
    expect((await get("/recommends/world?utm=x")).headers.location).toBe(
      "https://shop.example/world?utm=x",
    );
    expect(await where("/go/ended")).toEqual([302, "https://shop.example/after", NO_STORE]);
  });

  test("/go/ is never stored", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await get("/go/some-product");
      expect(res.headers["cache-control"]).toBe(NO_STORE);
      expect(res.headers["x-cache-status"]).not.toBe("HIT");
    }
  });
});

test("nginx-static answers a postback with one JSON line saying a static host cannot store it", async () => {
  const res = await at(STATIC_PORT)("/postback/impact?ActionId=1&secret=x");
  expect(res.status).toBe(501);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  expect(JSON.parse(res.body.toString())).toEqual({
    error:
      "postbacks need the Node server (npm start, or nginx-proxy in front of it): a static host cannot store them",
  });
});

describe("nginx-proxy only", () => {
  const get = at(PROXY_PORT);

  test("a postback reaches the Node server every time, never from the cache", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await get("/postback/impact?ActionId=1&secret=x");
      // The fixture's server has no postback configured: its own JSON answer, passed through.
      expect(res.headers["x-cache-status"]).not.toBe("HIT");
      expect(res.status).toBe(404);
      expect(JSON.parse(res.body.toString())).toEqual({
        error: 'no postback is configured for "impact"',
      });
      expect(res.headers["cache-control"]).toBe(NO_STORE);
    }
  });

  test("pages are cached by nginx: the second request is a hit", async () => {
    await get("/insights/a");
    expect((await get("/insights/a")).headers["x-cache-status"]).toBe("HIT");
  });

  test("an entry published after the build gets the SPA fallback, live from the Node server", async () => {
    expect((await get("/insights/late")).status).toBe(302);
    const manifest = [
      { type: "blog", status: "done", url: "/insights/a", title: "A" },
      { type: "blog", status: "done", url: "/insights/late", title: "Late" },
    ];
    await writeFile(path.join(fx.contentDir, "content-manifest.json"), JSON.stringify(manifest));
    const late = await get("/insights/late");
    expect(late.status).toBe(200);
    expect(late.body.toString()).toContain("<title>fallback</title>");
  });

  test("an ended link without a fallback sends the click back to its page, on any port", async () => {
    const links = path.join(fx.contentDir, LINKS_FILE);
    const before = await readFile(links, "utf8");
    const ended = { slug: "gone", url: "https://shop.example/gone", until: "2020-01-31" };
    await writeFile(links, JSON.stringify([...JSON.parse(before), ended]));
    try {
      // The site's URL is http://localhost: the page is on this proxy's host and port only.
      const referer = `http://127.0.0.1:${PROXY_PORT}/insights/a?from=list`;
      const res = await get("/go/gone", { Referer: referer });
      expect([res.status, res.headers.location]).toEqual([302, "/insights/a?from=list"]);
      const elsewhere = await get("/go/gone", { Referer: "http://127.0.0.1:9/insights/a" });
      expect(elsewhere.headers.location).toBe("/");
    } finally {
      await writeFile(links, before);
    }
  });

  test("the Node server's brotli reaches a client that prefers it", async () => {
    const res = await get(`/assets/b/${ASSET_JS}`, { "Accept-Encoding": "br, gzip" });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(BIG_JS);
  });
});
