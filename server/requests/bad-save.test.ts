import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { createFixture, request, type Fixture } from "#tests/support/server-fixture.ts";

let fx: Fixture;
let manifestFile: string;
let original: string;
beforeEach(async () => {
  fx = await createFixture();
  manifestFile = path.join(fx.contentDir, "content-manifest.json");
  // The server has seen the valid manifest once.
  original = (await request(fx.server, "/assets/content/content-manifest.json")).body.toString();
});
afterEach(async () => {
  await fx.cleanup();
});

const get = (target: string) => request(fx.server, target);
const LATE = { type: "blog", status: "done", url: "/insights/late", title: "Late" };

test("while the manifest does not parse, entry pages stay up and browsers get the last valid file", async () => {
  await writeFile(manifestFile, '[{"type": "blog", "status": "done", "url": "/insi');
  for (let i = 0; i < 3; i++) {
    const page = await get("/insights/a");
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain("prerendered a");
    const file = await get("/assets/content/content-manifest.json");
    expect(file.status).toBe(200);
    expect(file.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(file.body.toString()).toBe(original);
  }
  expect(fx.logs.filter((line) => line.includes("content-manifest.json"))).toHaveLength(1);
  expect(fx.logs[0]).toMatch(
    /^content-manifest\.json: the manifest is not JSON: .*keeping the last valid version$/,
  );
});

test("a fixed manifest applies at once, with its new entries", async () => {
  await writeFile(manifestFile, "[{");
  expect((await get("/insights/late")).status).toBe(302);
  await writeFile(manifestFile, JSON.stringify([...JSON.parse(original), LATE]));
  const late = await get("/insights/late");
  expect(late.status).toBe(200);
  expect(late.body.toString()).toContain("<title>fallback</title>");
  const file = await get("/assets/content/content-manifest.json");
  expect(JSON.parse(file.body.toString())).toContainEqual(LATE);
  expect(fx.logs.at(-1)).toBe("content-manifest.json: valid again");
});

test("a manifest that is briefly missing keeps the site on the last valid one", async () => {
  await rm(manifestFile);
  expect((await get("/insights/a")).status).toBe(200);
  expect((await get("/insights/b")).status).toBe(302);
  expect((await get("/assets/content/content-manifest.json")).body.toString()).toBe(original);
  expect((await get("/rss.xml")).body.toString()).toContain("<title>A</title>");
});

test("a manifest that is valid JSON but not a list is refused as a whole", async () => {
  await writeFile(manifestFile, '{"entries": []}');
  expect((await get("/insights/a")).status).toBe(200);
  expect(fx.logs.join("\n")).toContain("not a JSON array; keeping the last valid version");
});

test("a single bad entry is skipped, the rest of the new manifest applies", async () => {
  await writeFile(manifestFile, JSON.stringify([LATE, { type: "blog", status: "done" }]));
  expect((await get("/insights/late")).status).toBe(200);
  expect((await get("/insights/a")).status).toBe(302);
  expect(
    JSON.parse((await get("/assets/content/content-manifest.json")).body.toString()),
  ).toHaveLength(2);
});
