/**
 * A static host gets a scheduled entry from the first build after its time (decision 068): a real
 * `npm run build` of the demo content with one entry whose `publishAt` has passed and one still
 * ahead builds the first like any page and leaves the second out of every file it writes, and
 * says when the next build is due.
 */
import { existsSync } from "node:fs";
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { MANIFEST_FILE } from "#app/content/index.ts";
import { copyDemoSite, runBuild, type BuiltSite } from "#tests/support/built-site.ts";

const DUE = { url: "/insights/built-after-its-time", publishAt: "2020-01-06T09:00:00+01:00" };
const AHEAD = { url: "/insights/still-ahead", publishAt: "2099-01-05T09:00:00+01:00" };

let site: BuiltSite;
let output = "";

beforeAll(async () => {
  site = await copyDemoSite("scheduled-build-");
  const manifestFile = path.join(site.contentDir, MANIFEST_FILE);
  const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as unknown[];
  const scheduled = [DUE, AHEAD].map(({ url, publishAt }) => {
    return { type: "blog", status: "done", url, title: path.basename(url), publishAt };
  });
  for (const { url } of scheduled) {
    await writeFile(path.join(site.contentDir, `blogs${url}.md`), `# ${url}\n\nText of ${url}.\n`);
  }
  await writeFile(manifestFile, JSON.stringify([...scheduled, ...manifest], null, 2));
  output = await runBuild(site);
}, 300_000);

afterAll(async () => {
  if (site) await rm(site.root, { recursive: true, force: true });
});

const built = (file: string) => path.join(site.clientDir, file);
const read = (file: string) => readFile(built(file), "utf8");

test("an entry whose publishAt has passed is built like any page, and dated by it (header, listing, feed)", async () => {
  const html = await read(`${DUE.url}/index.html`);
  expect(html).toContain(`Text of ${DUE.url}.`);
  expect(html).toContain('<time datetime="2020-01-06T08:00:00.000Z">6 Jan 2020</time>');
  expect(existsSync(built(`assets/content/blogs${DUE.url}.md`))).toBe(true);
  const listing = await read("blogs/index.html");
  expect(listing).toContain('<time dateTime="2020-01-06T08:00:00.000Z">6 Jan 2020</time>');
  expect(await read("rss.xml")).toContain("<pubDate>Mon, 06 Jan 2020 08:00:00 GMT</pubDate>");
});

test("an entry still ahead is in no file of the build: page, listing, feeds, content copy, search", async () => {
  expect(existsSync(built(`${AHEAD.url}/index.html`))).toBe(false);
  expect(existsSync(built(`assets/content/blogs${AHEAD.url}.md`))).toBe(false);
  for (const file of [
    "sitemap.xml",
    "rss.xml",
    "blogs/index.html",
    "insights/index.html",
    `assets/content/${MANIFEST_FILE}`,
  ]) {
    const text = await read(file);
    expect(text, file).not.toContain(AHEAD.url);
    expect(text, file).toContain(DUE.url);
  }
  const index = await readdir(built("search-index"), { recursive: true, encoding: "utf8" });
  const texts = await Promise.all(
    index.filter((file) => file.endsWith(".json")).map((file) => read(`search-index/${file}`)),
  );
  expect(texts.some((text) => text.includes(DUE.url))).toBe(true);
  expect(texts.filter((text) => text.includes(AHEAD.url))).toEqual([]);
});

test("the build says when the next scheduled entry is due", () => {
  expect(output).toContain(
    "Next scheduled entry due at 2099-01-05T08:00:00.000Z: build again then",
  );
});
