import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, test } from "vitest";
import { checkLinks } from "./check-links.ts";

const CLI = fileURLToPath(new URL("./check-links.ts", import.meta.url));
const hits = new Map<string, number>();
let merchant: http.Server;
let base = "";
let closedPort = 0;
let dir = "";

/** A local server that plays merchants: live offers, dead ones, redirects, a slow one. */
function playMerchants(req: http.IncomingMessage, res: http.ServerResponse): void {
  const key = `${req.method} ${req.url}`;
  hits.set(key, (hits.get(key) ?? 0) + 1);
  const route = new URL(req.url ?? "/", "http://x").pathname;
  if (route === "/ok") res.writeHead(200).end("offer");
  else if (route === "/moved") res.writeHead(301, { location: "/ok" }).end();
  else if (route === "/no-head") res.writeHead(req.method === "HEAD" ? 405 : 200).end();
  else if (route === "/broken") res.writeHead(500).end();
  else if (route === "/slow") setTimeout(() => res.writeHead(200).end(), 3000);
  else res.writeHead(404).end("gone");
}

async function writeFolder(name: string, links: object[], pages: Record<string, string>) {
  const root = path.join(dir, name);
  await mkdir(path.join(root, "blogs"), { recursive: true });
  await writeFile(path.join(root, "links.json"), JSON.stringify(links, null, 2));
  for (const [file, text] of Object.entries(pages)) await writeFile(path.join(root, file), text);
  return root;
}

beforeAll(async () => {
  merchant = http.createServer(playMerchants);
  await new Promise<void>((resolve) => merchant.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(merchant.address() as AddressInfo).port}`;
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
  closedPort = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  dir = await mkdtemp(path.join(tmpdir(), "check-links-"));
});
afterAll(async () => {
  merchant.closeAllConnections();
  await new Promise((resolve) => merchant.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

test("each URL is requested once; broken ones are reported at every place using them", async () => {
  const root = await writeFolder(
    "all",
    [
      { slug: "live", url: `${base}/ok?aff=1` },
      { slug: "dead", url: `${base}/dead` },
      { slug: "moved", url: `${base}/moved` },
      { slug: "no-head", url: `${base}/no-head` },
      { slug: "slow", url: `${base}/slow` },
      { slug: "refused", url: `http://127.0.0.1:${closedPort}/` },
      { slug: "unused", url: `${base}/ok?unused` },
    ],
    {
      "blogs/a.md": `[x](go:dead) [y](go:live) [s](go:slow) [r](go:refused) [m](go:moved) [h](go:no-head)\n\n<!-- PRODUCTS\nSTART PRODUCT\ntitle="P" link="${base}/broken"\nEND PRODUCT\n-->\n`,
      "blogs/b.md": "Again: [x](go:dead)\n",
    },
  );
  const report = await checkLinks(root, { timeoutMs: 500 });
  const bySlug = (slug: string) => report.links.find((link) => link.slug === slug);
  expect(bySlug("live")).toMatchObject({ ok: true, status: 200 });
  expect(bySlug("dead")).toMatchObject({ ok: false, status: 404 });
  expect(
    bySlug("dead")?.uses.map((use) => `${path.basename(use.file)}:${use.line}:${use.column}`),
  ).toEqual(["links.json:7:5", "a.md:1:5", "b.md:1:12"]);
  expect(bySlug("moved")).toMatchObject({ ok: true, status: 200, finalUrl: `${base}/ok` });
  expect(bySlug("no-head")).toMatchObject({ ok: true, status: 200 });
  expect(bySlug("slow")).toMatchObject({ ok: false, reason: "no answer within 0.5 s" });
  expect(bySlug("refused")).toMatchObject({
    ok: false,
    verdict: "broken",
    reason: expect.stringMatching(/ECONNREFUSED/),
  });
  const product = report.links.find((link) => link.url === `${base}/broken`);
  expect(product).toMatchObject({ ok: false, status: 500 });
  expect(product?.uses[0]).toMatchObject({ line: 5, column: 11 });
  expect(report.unused.map((entry) => entry.slug)).toEqual(["unused"]);
  expect(hits.get("HEAD /dead")).toBe(1);
  expect(hits.get("GET /no-head")).toBe(1);
});

test("the command prints file:line errors and unused entries, exits 1 when broken; --json", async () => {
  const root = await writeFolder(
    "cli",
    [
      { slug: "live", url: `${base}/ok` },
      { slug: "dead", url: `${base}/gone-for-good` },
      { slug: "spare", url: `${base}/ok?spare` },
    ],
    { "blogs/a.md": "[a](go:live) [b](go:dead)\n" },
  );
  const run = (...args: string[]) =>
    new Promise<{ code: number; stdout: string }>((resolve) => {
      execFile(process.execPath, [CLI, root, ...args], (error, stdout) =>
        resolve({ code: error ? Number(error.code) : 0, stdout }),
      );
    });
  const text = await run();
  expect(text.code).toBe(1);
  expect(text.stdout).toContain(
    `blogs/a.md:1:18: error: broken link go:dead → ${base}/gone-for-good: HTTP 404`,
  );
  expect(text.stdout).toMatch(/links\.json:\d+:\d+: warning: go:spare is not used by any page/);
  expect(text.stdout).toContain("check-links: 3 links checked, 1 broken, 1 unused");
  const json = await run("--json");
  expect(json.code).toBe(1);
  expect(JSON.parse(json.stdout).links.map((link: { ok: boolean }) => link.ok)).toEqual([
    true,
    false,
    true,
  ]);
  await writeFile(path.join(root, "blogs", "a.md"), "[a](go:live) [s](go:spare)\n");
  await writeFile(
    path.join(root, "links.json"),
    JSON.stringify([
      { slug: "live", url: `${base}/ok` },
      { slug: "spare", url: `${base}/ok?spare` },
    ]),
  );
  expect((await run()).code).toBe(0);
}, 30_000);

test("every country URL and the fallback of a link are requested too, each reported where it is written", async () => {
  const root = await writeFolder(
    "countries",
    [
      {
        slug: "world",
        url: `${base}/ok?world`,
        countries: { GB: `${base}/ok?gb`, "DE AT": `${base}/dead-de` },
        until: "2026-12-01",
        fallback: `${base}/dead-after`,
      },
    ],
    { "blogs/a.md": "[x](go:world)\n" },
  );
  const report = await checkLinks(root, { timeoutMs: 2000 });
  const byUrl = (url: string) => report.links.find((link) => link.url === `${base}${url}`);
  expect(report.links.map((link) => [link.slug, link.url.slice(base.length), link.ok])).toEqual([
    ["world", "/ok?world", true],
    ["world", "/ok?gb", true],
    ["world", "/dead-de", false],
    ["world", "/dead-after", false],
  ]);
  const places = (url: string) =>
    byUrl(url)?.uses.map((use) => `${path.basename(use.file)}:${use.line}:${use.column}`);
  expect(places("/dead-de")).toEqual(["links.json:5:5", "a.md:1:5"]);
  expect(places("/dead-after")).toEqual(["links.json:10:5", "a.md:1:5"]);
});

test("every rotation target is requested, and placeholders are filled before a request", async () => {
  const root = await writeFolder(
    "targets",
    [
      {
        slug: "rotating",
        targets: [
          { url: `${base}/ok?a={page}`, weight: 3 },
          { url: `${base}/dead-b`, weight: 1 },
        ],
      },
    ],
    { "blogs/a.md": "[x](go:rotating)\n" },
  );
  const report = await checkLinks(root, { timeoutMs: 2000 });
  expect(report.links.map((link) => [link.url.slice(base.length), link.ok])).toEqual([
    ["/ok?a=none", true],
    ["/dead-b", false],
  ]);
});
