/**
 * The versions page: an overwritten post's earlier version is listed and restored by its button;
 * a restore posted from another site is refused.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { readDocument, writeDocument } from "#server/back-office/proxy/document.ts";
import { startBackOffice, TOKEN, type BackOfficeSite } from "#tests/support/back-office.ts";

vi.setConfig({ testTimeout: 30_000 });
let site: BackOfficeSite;
beforeAll(async () => {
  site = await startBackOffice();
}, 30_000);
afterAll(() => site?.cleanup());

const FILE = "blogs/insights/short-names.md";
const bearer = { authorization: `Bearer ${TOKEN}` };

test("an overwritten post is listed with its earlier version and restored by its button", async () => {
  const file = FILE;
  const { json } = await site.cms("getEntry", { path: file });
  const document = readDocument((json as { data: string }).data);
  if ("error" in document || document.kind !== "markdown") throw new Error("no entry");
  const before = document.file;
  const saved = await site.cms("persistEntry", {
    dataFiles: [
      {
        path: file,
        slug: "x",
        raw: writeDocument({ ...document, file: `${before}\nOverwritten.\n` }),
      },
    ],
    assets: [],
    options: {},
  });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  const listing = await site.call(`/admin/versions?path=${encodeURIComponent(file)}`, {
    headers: bearer,
  });
  expect(listing.status).toBe(200);
  expect(listing.headers["content-type"]).toBe("text/html; charset=utf-8");
  const id = /name="id" value="([^"]+)"/.exec(listing.body)?.[1];
  expect(id).toBeDefined();
  const own = `http://127.0.0.1:${site.process.port}`;
  const form = new URLSearchParams({ path: file, id: id ?? "" }).toString();
  const headers = { ...bearer, "content-type": "application/x-www-form-urlencoded" };
  const crossSite = [
    { origin: "https://evil.example" },
    { origin: "null", "sec-fetch-site": "cross-site" },
    { origin: own, "sec-fetch-site": "same-site" },
    {},
  ];
  for (const from of crossSite) {
    const refused = await site.call("/admin/versions/restore", {
      method: "POST",
      headers: { ...headers, ...from },
      body: form,
    });
    expect(refused.status, JSON.stringify(from)).toBe(403);
  }
  expect(await readFile(path.join(site.contentDir, file), "utf8")).toBe(
    `${before}\nOverwritten.\n`,
  );
  const restored = await site.call("/admin/versions/restore", {
    method: "POST",
    // A browser's form post here: Origin null (no-referrer), Fetch Metadata same-origin.
    headers: { ...headers, origin: "null", "sec-fetch-site": "same-origin" },
    body: form,
  });
  expect(restored.status).toBe(303);
  expect(await readFile(path.join(site.contentDir, file), "utf8")).toBe(before);
  const after = await site.call(restored.headers.location?.replace("..", "/admin") ?? "", {
    headers: bearer,
  });
  expect(after.body).toContain("Restored");
  // Restoring kept the overwritten text as a version too: nothing is lost either way.
  expect(((await site.cms("listVersions", { path: file })).json as unknown[]).length).toBe(2);
  expect((await site.call(`/admin/versions?path=..%2Fx.md`, { headers: bearer })).status).toBe(400);
});
