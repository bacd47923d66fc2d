/**
 * Drafts behind real nginx, in both set-ups of docs/deploy.md: nginx serving the build's copy
 * of the content folder (which holds only what published pages read) and nginx in front of
 * the Node server (which answers 404 for the rest). A draft's markdown, a file no page reads
 * and a draft's manifest entry are public in neither.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openContentFolder } from "#app/loaders/index.server.ts";
import { createFixture, request, type Fixture } from "#tests/support/server-fixture.ts";
import { hashFolder } from "#tools/build/content-copy.ts";
import { copyPublishedContent } from "#tools/build/published-content.ts";
import { writeBuiltRedirects } from "#tests/support/redirect-fixture.ts";
import { deployConfig } from "./deploy-config.ts";
import { startNginx, type RunningNginx } from "./run-nginx.ts";

const BASE = Number(process.env.DEPLOY_DRAFTS_TEST_PORT ?? 4315);
const [STATIC_PORT, PROXY_PORT, NODE_PORT] = [BASE, BASE + 1, BASE + 2];

let fx: Fixture;
let work: string;
const running: RunningNginx[] = [];

beforeAll(async () => {
  fx = await createFixture("http://localhost", NODE_PORT);
  // The fixture's manifest has /insights/b as a staging entry: its markdown is a draft.
  await writeFile(path.join(fx.contentDir, "blogs", "insights", "b.md"), "# Unannounced\n");
  await mkdir(path.join(fx.contentDir, "notes"), { recursive: true });
  await writeFile(path.join(fx.contentDir, "notes", "ideas.txt"), "next month\n");
  const folder = openContentFolder(fx.contentDir);
  const target = path.join(fx.clientDir, "assets", "content");
  await copyPublishedContent(folder, target, await hashFolder(fx.contentDir), {});
  await writeBuiltRedirects(fx.contentDir, fx.clientDir);
  work = await mkdtemp(path.join(tmpdir(), "nginx-drafts-"));
  const prefix = (name: string) => path.join(work, name);
  const staticConfig = await deployConfig([
    "nginx-static",
    ...["--listen", `127.0.0.1:${STATIC_PORT}`, "--root", fx.clientDir],
    ...["--prefix", prefix("static")],
  ]);
  const proxyConfig = await deployConfig([
    "nginx-proxy",
    ...["--listen", `127.0.0.1:${PROXY_PORT}`, "--upstream", `127.0.0.1:${NODE_PORT}`],
    ...["--prefix", prefix("proxy")],
  ]);
  running.push(await startNginx(prefix("static"), staticConfig, STATIC_PORT));
  running.push(await startNginx(prefix("proxy"), proxyConfig, PROXY_PORT));
});

afterAll(async () => {
  for (const nginx of running) await nginx.stop();
  await fx?.cleanup();
  if (work) await rm(work, { recursive: true, force: true });
});

describe.each([
  ["nginx-static", STATIC_PORT],
  ["nginx-proxy", PROXY_PORT],
])("%s", (_name, port) => {
  const get = (target: string) => request({ ...fx.server, port }, target);

  test("a draft's markdown and files no page reads are 404; published markdown is served", async () => {
    expect((await get("/assets/content/blogs/insights/b.md")).status).toBe(404);
    expect((await get("/assets/content/notes/ideas.txt")).status).toBe(404);
    expect((await get("/assets/content/blogs/insights/a.md")).status).toBe(200);
  });

  test("the manifest names no draft", async () => {
    const res = await get("/assets/content/content-manifest.json");
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body.toString())).toEqual([
      { type: "blog", status: "done", url: "/insights/a", title: "A" },
    ]);
  });
});
