/** Old URLs and a cloaked link for a fixture content folder: the server and nginx tests share them. */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { LINKS_FILE, REDIRECTS_FILE } from "#app/engine/index.ts";
import { POST_MD } from "./server-fixture.ts";

export const GO_TARGET = "https://shop.example/offer?ref=site";

export async function writeRedirectFixture(contentDir: string): Promise<void> {
  const redirects = [
    { from: "/2013/01/11/old-post/", to: "/insights/a" },
    { from: "/summer-sale", to: "/insights/a?from=sale", status: 302 },
    { from: "/caf%C3%A9", to: "/insights/a" },
  ];
  await writeFile(path.join(contentDir, REDIRECTS_FILE), JSON.stringify(redirects));
  const links = [{ slug: "offer", url: GO_TARGET }];
  await writeFile(path.join(contentDir, LINKS_FILE), JSON.stringify(links));
  await writeFile(
    path.join(contentDir, "blogs", "insights", "a.md"),
    `---\naliases:\n  - /posts/a-first-name/\nredirect_from: /old/a\n---\n${POST_MD}`,
  );
}
