/** Old URLs and cloaked links for a fixture content folder: the server and nginx tests share them. */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { openContentFolder } from "#app/loaders/index.server.ts";
import { LINKS_FILE, REDIRECTS_FILE } from "#app/content/index.ts";
import { writeRedirectsFile } from "#tools/build/write-redirects.ts";
import { POST_MD } from "./server-fixture.ts";

export const GO_TARGET = "https://shop.example/offer?ref=site";
/** A 301 link with country URLs and an old link plugin's alias, and a link that has ended. */
const WORLD_LINKS = [
  {
    slug: "world",
    url: "https://shop.example/world",
    status: 301,
    countries: { GB: "https://shop.example/uk", "DE AT": "https://shop.example/de" },
    aliases: ["/recommends/world/"],
  },
  {
    slug: "ended",
    url: "https://shop.example/sale",
    until: "2020-01-31",
    fallback: "https://shop.example/after",
  },
];

export async function writeRedirectFixture(contentDir: string): Promise<void> {
  const redirects = [
    { from: "/2013/01/11/old-post/", to: "/insights/a" },
    { from: "/summer-sale", to: "/insights/a?from=sale", status: 302 },
    { from: "/caf%C3%A9", to: "/insights/a" },
  ];
  await writeFile(path.join(contentDir, REDIRECTS_FILE), JSON.stringify(redirects));
  const links = [{ slug: "offer", url: GO_TARGET }, ...WORLD_LINKS];
  await writeFile(path.join(contentDir, LINKS_FILE), JSON.stringify(links));
  await writeFile(
    path.join(contentDir, "blogs", "insights", "a.md"),
    `---\naliases:\n  - /posts/a-first-name/\nredirect_from: /old/a\n---\n${POST_MD}`,
  );
}

/** What the build writes of them: `redirect-table.json` beside `clientDir`, and `_redirects`. */
export async function writeBuiltRedirects(contentDir: string, clientDir: string): Promise<void> {
  const folder = openContentFolder(contentDir);
  const { entries } = await folder.readManifest();
  const quiet = { log: () => {}, warn: () => {} };
  await writeRedirectsFile(clientDir, entries, folder.readText, undefined, quiet);
}
