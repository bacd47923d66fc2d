/**
 * The content folder gone for a moment (a deploy swapping folders, a permission slip): pages,
 * `/go/` links, the feed and the sitemap's dates stay as they were, the log says what happened,
 * and everything follows the folder again once it is back.
 */
import { rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, expect, test } from "vitest";
import { useFixture } from "#tests/support/server-fixture.ts";

const { fixture, get } = useFixture();
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36";
const LINKS = [{ slug: "namecheap", url: "https://www.namecheap.com/" }];

beforeAll(async () => {
  const { contentDir } = fixture();
  await writeFile(path.join(contentDir, "links.json"), JSON.stringify(LINKS));
  await writeFile(
    path.join(contentDir, "blogs", "insights", "a.md"),
    "<!-- DATA\ndate=2026-11-02\nsummary=Short names sell\n-->\n# A\n\nText.\n",
  );
});

async function snapshot() {
  const go = await get("/go/namecheap", { "user-agent": BROWSER });
  return {
    page: (await get("/insights/a")).status,
    go: [go.status, go.headers.location],
    rss: (await get("/rss.xml")).body.toString(),
    sitemap: (await get("/sitemap.xml")).body.toString(),
  };
}

test("a content folder that disappears keeps pages, /go/, the feed and sitemap dates, and logs it", async () => {
  const { contentDir, logs } = fixture();
  const before = await snapshot();
  expect(before.rss).toContain("<item>");
  expect(before.sitemap).toContain("<lastmod>");
  await rename(contentDir, `${contentDir}.old`);
  try {
    const during = await snapshot();
    expect(during).toEqual(before);
  } finally {
    await rename(`${contentDir}.old`, contentDir);
  }
  const log = logs.join("\n");
  expect(log).toContain(
    `content-manifest.json: not found in ${contentDir}; keeping the last valid version`,
  );
  expect(log).toContain(`links.json: not found in ${contentDir}; keeping the last valid version`);
  expect(log).toMatch(
    /feeds: the content folder .* cannot be read .*serving the last good sitemap and feed/,
  );
  expect(await snapshot()).toEqual(before);
  expect(logs.join("\n")).toContain("feeds: the content folder is readable again");
});
