/**
 * Publish is a save: through the back office, status `done` and save, and the public server (a
 * real process on the same content folder) answers the page's full HTML within 3 s, with the
 * listing and the feed; a `staging` entry never reaches the public site. With two servers on one
 * content folder (as on a shared volume), a save through either back office is live on both
 * within 3 s, and its previous version is kept once.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { writeDocument } from "./document.ts";
import { startBackOffice, type BackOfficeSite } from "#tests/support/back-office.ts";
import { buildDemoSite, waitFor, type BuiltSite } from "#tests/support/built-site.ts";
import {
  startServerProcess,
  stopProcess,
  type ServerProcess,
} from "#tests/support/server-process.ts";

vi.setConfig({ testTimeout: 60_000 });
let site: BuiltSite;
let servers: ServerProcess[] = [];
let offices: BackOfficeSite[] = [];

beforeAll(async () => {
  site = await buildDemoSite("back-office-publish-");
  const folder = {
    dir: site.root,
    database: path.join(site.root, "clicks.sqlite"),
    cleanup: async () => undefined,
  };
  const env = { SITE_URL: site.siteUrl };
  servers = await Promise.all([
    startServerProcess(folder, { env }),
    startServerProcess(folder, { env }),
  ]);
  const shared = { contentDir: site.contentDir, versionsDir: path.join(site.root, "versions") };
  offices = await Promise.all([startBackOffice(shared), startBackOffice(shared)]);
}, 300_000);
afterAll(async () => {
  await Promise.all(servers.map((server) => stopProcess(server.child, "SIGTERM")));
  await Promise.all(offices.map((office) => office.cleanup()));
  const { rm } = await import("node:fs/promises");
  if (site) await rm(site.root, { recursive: true, force: true });
});

const PRODUCTS = `<!-- PRODUCTS
START PRODUCT
title="Namecheap Beast Mode" imageUrl="namecheap.svg" link="go:namecheap-brandable-names" price="free to search" alt="Namecheap"
END PRODUCT
-->`;

function post(url: string, status: string, text: string) {
  const title = `Post ${url.split("/").at(-1)}`;
  const document = {
    kind: "markdown" as const,
    opened: null,
    manifest: { type: "blog", status, url, title },
    file: `# ${title}\n\n${PRODUCTS}\n\n${text}\n\n<!-- INSERT PRODUCT -->\n`,
  };
  return {
    dataFiles: [{ path: `blogs${url}.md`, slug: "x", raw: writeDocument(document) }],
    assets: [],
    options: { newEntry: true },
  };
}

async function get(
  server: ServerProcess,
  target: string,
): Promise<{ status: number; body: string }> {
  const res = await fetch(new URL(target, server.url), {
    headers: { "accept-encoding": "identity" },
  });
  return { status: res.status, body: await res.text() };
}

/** Resolves when `server` answers `target` with `text` within 3 s of `since`; fails otherwise. */
async function liveWithin3s(
  server: ServerProcess,
  target: string,
  text: string,
  since: number,
): Promise<string> {
  const body = await waitFor(
    async () => {
      const answer = await get(server, target);
      return answer.status === 200 && answer.body.includes(text) ? answer.body : undefined;
    },
    since + 3000 - performance.now(),
  );
  if (body === undefined)
    throw new Error(`${server.url}${target} did not show "${text}" within 3 s`);
  return body;
}

test("status done and save: the page's full HTML within 3 s on both servers, listing and feed included", async () => {
  const [office] = offices;
  const saved = await office!.cms(
    "persistEntry",
    post("/insights/published-from-the-browser", "done", "Saved in the back office."),
  );
  const since = performance.now();
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  for (const server of servers) {
    const html = await liveWithin3s(
      server,
      "/insights/published-from-the-browser",
      "Saved in the back office.",
      since,
    );
    expect(html).toMatch(/^<!DOCTYPE html>/i);
    expect(html).toContain("product-card");
    expect(html).toContain("/go/namecheap-brandable-names");
    await liveWithin3s(server, "/insights", "/insights/published-from-the-browser", since);
    await liveWithin3s(server, "/rss.xml", "published-from-the-browser", since);
  }
});

test("a staging entry is saved but never public", async () => {
  const saved = await offices[0]!.cms(
    "persistEntry",
    post("/insights/still-in-staging", "staging", "Not yet."),
  );
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  for (const server of servers) {
    // The page is the site's not-found shell; its file and its row are not served.
    expect((await get(server, "/insights/still-in-staging")).body).not.toContain("Not yet.");
    expect((await get(server, "/assets/content/blogs/insights/still-in-staging.md")).status).toBe(
      404,
    );
    expect((await get(server, "/assets/content/content-manifest.json")).body).not.toContain(
      "still-in-staging",
    );
    expect((await get(server, "/rss.xml")).body).not.toContain("still-in-staging");
  }
});

test("a save through the second back office is live on both servers within 3 s; its version is kept once", async () => {
  const file = "blogs/insights/short-names.md";
  const second = offices[1]!;
  const { json } = await second.cms("getEntry", { path: file });
  const document = JSON.parse((json as { data: string }).data) as { file: string };
  const edited = {
    ...document,
    file: document.file.replace(/\n$/, "\n\nEdited through the second server.\n"),
  };
  const saved = await second.cms("persistEntry", {
    dataFiles: [{ path: file, slug: "short-names", raw: writeDocument(edited as never) }],
    assets: [],
    options: {},
  });
  const since = performance.now();
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  for (const server of servers)
    await liveWithin3s(server, "/insights/short-names", "Edited through the second server.", since);
  expect(
    await readdir(path.join(site.root, "versions", "blogs", "insights", "short-names.md")),
  ).toHaveLength(1);
  // Either back office lists it.
  expect((await offices[0]!.cms("listVersions", { path: file })).json).toHaveLength(1);
});
