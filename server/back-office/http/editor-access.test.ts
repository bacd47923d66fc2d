/**
 * The back office behind the dashboard's sign-in, tested from outside on the real process:
 * without the token every back-office request is a 401 (JSON for the API), a cross-site request
 * that would change something is refused, and the editor and its configuration are served.
 */
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { parse } from "yaml";
import { startBackOffice, TOKEN, type BackOfficeSite } from "#tests/support/back-office.ts";
import { landsAt } from "#tests/support/dashboard-process.ts";

let site: BackOfficeSite;
const adminDir = path.join(process.cwd(), ".tmp", `admin-build-${process.pid}`);
beforeAll(async () => {
  await mkdir(adminDir, { recursive: true });
  await writeFile(path.join(adminDir, "index.html"), "<!doctype html><title>Back office</title>");
  await writeFile(path.join(adminDir, "admin.js"), "console.log('editor');");
  site = await startBackOffice({ env: { ADMIN_BUILD_DIR: adminDir } });
}, 30_000);
afterAll(async () => {
  await site?.cleanup();
  await rm(adminDir, { recursive: true, force: true });
});

const bearer = { authorization: `Bearer ${TOKEN}` };
const json = { "content-type": "application/json" };
const body = JSON.stringify({
  action: "getEntry",
  params: { branch: "main", path: "pages/home.md" },
});

test("without the sign-in every back-office request is a 401 that shows nothing of the content", async () => {
  for (const target of ["/admin/", "/admin/config.yml", "/admin/admin.js", "/api/cms"]) {
    for (const method of ["GET", "POST"]) {
      const answer = await site.call(target, {
        method,
        headers: json,
        body: method === "POST" ? body : undefined,
      });
      expect(answer.status, `${method} ${target}`).toBe(401);
      expect(answer.body).not.toContain("Domain Chronicle");
      if (target === "/api/cms") expect(JSON.parse(answer.body)).toEqual({ error: "unauthorized" });
    }
  }
  const wrong = await site.call("/api/cms", {
    method: "POST",
    headers: { ...json, authorization: "Bearer wrong-token-of-enough-length" },
    body,
  });
  expect(wrong.status).toBe(401);
});

test("signed in, the editor, its bundle and config.yml (yaml) are served, private and uncached", async () => {
  const page = await site.call("/admin/", { headers: bearer });
  expect(page.status).toBe(200);
  expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(page.headers["cache-control"]).toBe("no-store");
  expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
  expect((await site.call("/admin/admin.js", { headers: bearer })).headers["content-type"]).toMatch(
    /^text\/javascript/,
  );
  expect(landsAt("/admin", await site.call("/admin", { headers: bearer }))).toBe("/admin/");
  expect((await site.call("/admin/../server.ts", { headers: bearer })).status).toBe(404);
  const config = await site.call("/admin/config.yml", { headers: bearer });
  expect(config.status).toBe(200);
  expect(config.headers["content-type"]).toBe("text/yaml; charset=utf-8");
  const parsed = parse(config.body) as { backend: unknown; collections: { name: string }[] };
  expect(parsed.backend).toEqual({ name: "proxy", proxy_url: "/api/cms", branch: "main" });
  expect(parsed.collections.map((collection) => collection.name)).toEqual([
    "posts",
    "reviews",
    "faq",
    "pages",
    "categories",
    "settings",
  ]);
});

test("a cross-site request is refused before it is read; errors are JSON", async () => {
  const own = `http://127.0.0.1:${site.process.port}`;
  const cases = [
    { origin: "https://evil.example", ...json },
    { origin: own, "sec-fetch-site": "cross-site", ...json },
    { origin: own, "sec-fetch-site": "same-site", ...json },
    // A form can post across sites, but not as JSON.
    { origin: own, "content-type": "application/x-www-form-urlencoded" },
    { origin: "null", ...json },
  ];
  for (const headers of cases) {
    const answer = await site.call("/api/cms", {
      method: "POST",
      headers: { ...bearer, ...headers },
      body,
    });
    expect(answer.status, JSON.stringify(headers)).toBe(403);
    expect(JSON.parse(answer.body)).toEqual({ error: expect.any(String) });
  }
  const same = await site.call("/api/cms", {
    method: "POST",
    headers: { ...bearer, ...json, origin: own, "sec-fetch-site": "same-origin" },
    body,
  });
  expect(same.status).toBe(200);
  const unknown = await site.call("/api/cms", {
    method: "POST",
    headers: { ...bearer, ...json },
    body: '{"action":"nope"}',
  });
  expect(unknown.status).toBe(422);
  expect(JSON.parse(unknown.body)).toEqual({ error: 'Unknown action "nope"' });
  const notJson = await site.call("/api/cms", {
    method: "POST",
    headers: { ...bearer, ...json },
    body: "{",
  });
  expect(JSON.parse(notJson.body)).toEqual({ error: "the request body is not JSON" });
});
