/**
 * Only what is published is public: the served manifest holds `done` entries, a draft's
 * markdown and other files no published page reads are 404, and page index records never name
 * an unpublished entry (not even in a manifest problem).
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, expect, test } from "vitest";
import { MANIFEST_FILE } from "#app/content/index.ts";
import { POST_MD, useFixture } from "#tests/support/server-fixture.ts";

const { fixture, get } = useFixture();

const MANIFEST = [
  { type: "blog", status: "done", url: "/insights/a", title: "A" },
  { type: "blog", status: "staging", url: "/insights/b", title: "Unannounced review" },
  { type: "salepage", status: "open", url: "/black-friday", title: "Secret deal" },
  { type: "nonsense", status: "staging", url: "/insights/secret-draft", title: "Draft" },
];

beforeAll(async () => {
  const { contentDir } = fixture();
  const files: Record<string, string> = {
    [MANIFEST_FILE]: JSON.stringify(MANIFEST),
    "blogs/insights/b.md": "# Unannounced review\n\nNot yet.\n",
    "pages/black-friday.md": "# Secret deal\n",
    "notes/ideas.txt": "ideas for next month\n",
    "blogs/insights/a.md": POST_MD,
    "site.json": JSON.stringify({ title: "Renamed" }),
  };
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(contentDir, name)), { recursive: true });
    await writeFile(path.join(contentDir, name), text);
  }
});

test("the served manifest lists done entries only", async () => {
  const res = await get("/assets/content/content-manifest.json");
  expect(res.status).toBe(200);
  expect(JSON.parse(res.body.toString())).toEqual([MANIFEST[0]]);
  expect(res.body.toString()).not.toMatch(/Unannounced|Secret deal|secret-draft/);
});

test("a draft's markdown and files no published page reads are 404; published ones are served", async () => {
  for (const target of [
    "/assets/content/blogs/insights/b.md",
    "/assets/content/pages/black-friday.md",
    "/assets/content/notes/ideas.txt",
  ]) {
    expect((await get(target)).status, target).toBe(404);
  }
  expect((await get("/assets/content/blogs/insights/a.md")).status).toBe(200);
  expect((await get("/assets/content/images/pic.png")).status).toBe(200);
  // Every page's loader reads the site's identity, in the browser too.
  expect((await get("/assets/content/site.json")).status).toBe(200);
});

test("page index records never name an unpublished entry", async () => {
  for (const target of [
    "/assets/page-index/index.json",
    "/assets/page-index/insights/index.json",
    "/assets/page-index/insights/a/index.json",
    "/assets/page-index/insights/b/index.json",
  ]) {
    const res = await get(target);
    expect(res.status, target).toBe(200);
    expect(res.body.toString(), target).not.toMatch(/insights\/b|Unannounced|black-friday|secret/i);
  }
});
