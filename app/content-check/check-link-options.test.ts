import { expect, test } from "vitest";
import { checkContentFolder, type ContentFolder } from "./check-folder.ts";
import { formatFinding } from "./finding.ts";

const LINKS = `[
  { "slug": "namecheap", "url": "https://www.namecheap.com/?aff=12345", "merchant": "Namecheap",
    "countries": { "GB": "https://www.namecheap.com/uk/?aff=12345", "DE AT CH": "https://www.namecheap.com/de/?aff=12345" },
    "aliases": ["/recommends/namecheap/"] },
  { "slug": "black-friday", "url": "https://porkbun.com/sale?ref=dd", "status": 307,
    "from": "2026-11-27", "until": "2026-12-01", "fallback": "https://porkbun.com/?ref=dd" },
  { "slug": "uk", "url": "https://a.example/", "countries": { "UK": "https://a.example/uk" } },
  { "slug": "zz", "url": "https://a.example/", "countries": { "DE ZZ": "https://a.example/de" } },
  { "slug": "feb", "url": "https://a.example/", "from": "2026-02-30" },
  { "slug": "order", "url": "https://a.example/", "from": "2026-12-01", "until": "2026-11-01" },
  { "slug": "ftp", "url": "https://a.example/", "fallback": "ftp://a.example/" },
  { "slug": "jsland", "url": "https://a.example/", "countries": { "FR": "javascript:alert(1)" } },
  { "slug": "teapot", "url": "https://a.example/", "status": 418 },
  { "slug": "over-page", "url": "https://a.example/", "aliases": ["/insights/old-post/"] },
  { "slug": "over-redirect", "url": "https://a.example/", "aliases": ["/2013/old/"] },
  { "slug": "twice", "url": "https://a.example/", "aliases": ["/recommends/namecheap"] },
  { "slug": "under-go", "url": "https://a.example/", "aliases": ["/go/other"] },
  { "slug": "ended", "url": "https://a.example/", "until": "2026-11-20" },
  { "slug": "ended-ok", "url": "https://a.example/", "until": "2026-11-20", "fallback": "https://b.example/" }
]`;

const FILES: Record<string, string> = {
  "content-manifest.json": `[
  { "type": "blog", "status": "done", "url": "/insights/old-post", "title": "Old post" }
]`,
  "redirects.json": `[{ "from": "/2013/old", "to": "/insights/old-post" }]`,
  "links.json": LINKS,
  "blogs/insights/old-post.md":
    "# Old\n\n[Deal](go:black-friday), [gone](go:ended), [fine](go:ended-ok) and [nc](go:namecheap).\n",
};

function memoryFolder(files: Record<string, string>): ContentFolder {
  return {
    listFiles: async () => Object.keys(files),
    readText: async (file) => files[file] ?? Promise.reject(new Error(`no ${file}`)),
    displayPath: (file) => `content/${file}`,
  };
}

test("every new field of links.json is checked at links.json:line:col, with the format's own examples valid", async () => {
  const today = new Date("2026-11-25T12:00:00Z");
  const lines = (await checkContentFolder(memoryFolder(FILES), { today }))
    .map(formatFinding)
    .filter((line) => line.startsWith("content/links.json"));
  expect(lines).toEqual([
    "content/links.json:6:27: warning: go:black-friday ends on 2026-12-01 (in 6 days), then sends to its fallback; used on 1 published page (content/blogs/insights/old-post.md)",
    'content/links.json:7:63: error: skipped link #3: countries: unknown country code "UK" (ISO 3166-1 writes GB)',
    'content/links.json:8:63: error: skipped link #4: countries: unknown country code "ZZ" (ISO 3166-1 alpha-2, such as GB or DE)',
    "content/links.json:9:49: error: skipped link #5: from: must be a real day written YYYY-MM-DD (e.g. 2026-11-27)",
    "content/links.json:10:73: error: skipped link #6: until 2026-11-01 is before from 2026-12-01",
    "content/links.json:11:49: error: skipped link #7: fallback: must be an absolute http(s) URL",
    "content/links.json:12:67: error: skipped link #8: countries.FR: must be an absolute http(s) URL",
    "content/links.json:13:52: error: skipped link #9: status: must be 301, 302, 307 or 308",
    "content/links.json:14:67: error: alias of go:over-page: /insights/old-post is a live page: a redirect may not shadow it",
    "content/links.json:15:71: error: alias of go:over-redirect: /2013/old already redirects (in redirects.json): ignored",
    "content/links.json:16:63: error: alias of go:twice: /recommends/namecheap already is an alias of go:namecheap: ignored",
    'content/links.json:17:66: error: skipped link #13: aliases: "/go/other" is under /go/, which the registry answers already',
    "content/links.json:18:51: warning: go:ended ended on 2026-11-20 and has no fallback: its clicks go back to the page they came from; used on 1 published page (content/blogs/insights/old-post.md)",
  ]);
});

test("site.json's timeZone decides the day the dates are read on", async () => {
  // 23:30 UTC on the 24th is already the 25th in Berlin: black-friday then ends in 6 days.
  const today = new Date("2026-11-24T23:30:00Z");
  const check = async (site: object) =>
    (
      await checkContentFolder(memoryFolder({ ...FILES, "site.json": JSON.stringify(site) }), {
        today,
      })
    )
      .map(formatFinding)
      .find((line) => line.includes("go:black-friday"));
  expect(await check({})).toMatch(/in 7 days/);
  expect(await check({ timeZone: "Europe/Berlin" })).toMatch(/in 6 days/);
});
