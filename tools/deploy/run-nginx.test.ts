/**
 * startNginx serves a site from a folder only its owner may enter, as a checkout in `/root` or
 * a `mktemp -d` is: run as root too, where nginx would otherwise hand requests to `nobody`.
 */
import { chmod, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { freePort } from "#tests/support/server-process.ts";
import { wholeConfig } from "./nginx-config.ts";
import { block } from "./nginx-syntax.ts";
import { startNginx, type RunningNginx } from "./run-nginx.ts";

const PAGE = "<!doctype html><title>owner only</title>\n";
let work = "";
let port = 0;
let nginx: RunningNginx;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "run-nginx-"));
  const site = path.join(work, "site");
  await mkdir(site);
  await writeFile(path.join(site, "index.html"), PAGE, { mode: 0o600 });
  for (const dir of [work, site]) await chmod(dir, 0o700);
  port = await freePort();
  const server = block("server", [`listen 127.0.0.1:${port};`, `root ${site};`]);
  const prefix = path.join(work, "nginx");
  nginx = await startNginx(prefix, wholeConfig({ http: [], server }, prefix, "1"), port);
});
afterAll(async () => {
  await nginx?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

test("a page in a folder only its owner can read is served, and nginx warns of nothing", async () => {
  const response = await fetch(`http://127.0.0.1:${port}/`);
  expect(response.status).toBe(200);
  expect(await response.text()).toBe(PAGE);
  expect(await nginx.errorLog()).toBe("");
});
