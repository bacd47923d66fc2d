/**
 * Publish is a save: through the back office, status `done` and save, and the public server (a
 * real process on the same content folder) answers the page's full HTML within 3 s, with the
 * listing and the feed; a `staging` entry never reaches the public site. With two servers on one
 * content folder (as on a shared volume), a save through either back office is live on both
 * within 3 s, and its previous version is kept once.
 */
import { writeDocument } from "./document.ts";
import sharp from "sharp";
import path from "node:path";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { newPostSave, startBackOffice, type BackOfficeSite } from "#tests/support/back-office.ts";
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
    newPostSave("/insights/published-from-the-browser", "done", "Saved in the back office."),
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
    newPostSave("/insights/still-in-staging", "staging", "Not yet."),
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

test("a save through the second back office is live on both servers within 3 s; it is one commit of the shared repository", async () => {
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
  expect(second.gitDir).toBe(offices[0]!.gitDir);
  expect(second.git("log", "--format=%s", "--", file).split("\n")[0]).toBe(`Edit ${file}`);
  expect(second.git("log", "--format=%s", "--", file).match(/^Edit /gm)).toHaveLength(1);
  // Either back office lists it.
  expect((await offices[0]!.cms("listVersions", { path: file })).json).toHaveLength(1);
});

test("a post with a photo uploaded for its product card: the card at once, its image variants following", async () => {
  const photo = await sharp({
    create: { width: 640, height: 400, channels: 3, background: "#c0392b" },
  })
    .png()
    .toBuffer();
  const entry = newPostSave("/insights/with-an-uploaded-photo", "done", "A card with a photo.");
  const document = JSON.parse(entry.dataFiles[0]!.raw) as { file: string };
  document.file = document.file.replace('imageUrl="namecheap.svg"', 'imageUrl="uploaded-card.png"');
  const saved = await offices[0]!.cms("persistEntry", {
    ...entry,
    dataFiles: [{ ...entry.dataFiles[0]!, raw: writeDocument(document as never) }],
    assets: [
      {
        path: "images/products/uploaded-card.png",
        content: photo.toString("base64"),
        encoding: "base64",
      },
    ],
  });
  const since = performance.now();
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  const html = await liveWithin3s(
    servers[1]!,
    "/insights/with-an-uploaded-photo",
    "uploaded-card",
    since,
  );
  expect(html).toContain("product-card");
  const variants = await waitFor(async () => {
    const body = (await get(servers[1]!, "/insights/with-an-uploaded-photo")).body;
    // The card's own image in a <picture> with its AVIF and WebP variants.
    return /<picture><source type="image\/avif" srcset="[^"]+"[^>]*\/?><source type="image\/webp"[^>]*\/?><img[^>]+uploaded-card\.png/i.test(
      body,
    )
      ? body
      : undefined;
  }, 45_000);
  expect(variants, "the card's AVIF/WebP variants within 45 s").toBeDefined();
});

test("a link edited in the links.json form changes where /go/ sends, on both servers within 3 s", async () => {
  const { json } = await offices[0]!.cms("getEntry", { path: "links.json" });
  const document = JSON.parse((json as { data: string }).data) as {
    json: { slug: string; url: string }[];
  };
  const edited = document.json.map((link) =>
    link.slug === "namecheap-brandable-names"
      ? { ...link, url: "https://www.namecheap.com/?edited=1" }
      : link,
  );
  const saved = await offices[0]!.cms("persistEntry", {
    dataFiles: [
      {
        path: "links.json",
        slug: "links",
        raw: writeDocument({ ...document, json: edited } as never),
      },
    ],
    assets: [],
    options: {},
  });
  const since = performance.now();
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  for (const server of servers) {
    const location = await waitFor(
      async () => {
        const res = await fetch(new URL("/go/namecheap-brandable-names", server.url), {
          redirect: "manual",
        });
        const target = res.headers.get("location") ?? "";
        return target.includes("edited=1") ? target : undefined;
      },
      since + 3000 - performance.now(),
    );
    expect(location, `${server.url} /go/ within 3 s`).toContain(
      "https://www.namecheap.com/?edited=1",
    );
  }
});
