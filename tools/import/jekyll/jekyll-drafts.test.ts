/**
 * Drafts are decided by the site's own rules: a post whose front matter the site reads as a
 * draft (`published: "false"` written as text, `draft: true`) is imported as staging, with no
 * redirect from its old URL, and counts as no published post.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { readFrontMatter } from "#app/analysis/index.ts";
import { runImport } from "#tools/import/index.ts";

const root = mkdtempSync(path.join(tmpdir(), "import-jekyll-drafts-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const POSTS: Record<string, string> = {
  "2024-01-01-shown.md": '---\ntitle: "Shown"\npublished: true\n---\nText.\n',
  "2024-01-02-quoted.md": '---\ntitle: "Quoted"\npublished: "false"\n---\nText.\n',
  "2024-01-03-upper.md": '---\ntitle: "Upper"\nPublished: False\n---\nText.\n',
  "2024-01-04-draft.md": '---\ntitle: "Flagged"\ndraft: true\n---\nText.\n',
};

test("a post the site reads as a draft is imported as staging, with no redirect", async () => {
  const site = path.join(root, "site");
  mkdirSync(path.join(site, "_posts"), { recursive: true });
  writeFileSync(path.join(site, "_config.yml"), "title: Drafts\n");
  for (const [name, text] of Object.entries(POSTS))
    writeFileSync(path.join(site, "_posts", name), text);
  const outDir = path.join(root, "content");
  const result = await runImport({ source: "jekyll", input: site, outDir, fetchImages: false });
  const read = (file: string) => JSON.parse(readFileSync(path.join(outDir, file), "utf8"));
  const manifest: { title: string; status: string }[] = read("content-manifest.json");
  const statuses = Object.fromEntries(manifest.map((entry) => [entry.title, entry.status]));
  expect(statuses).toEqual({
    Shown: "done",
    Quoted: "staging",
    Upper: "staging",
    Flagged: "staging",
  });
  // The site's own reading of each file agrees with the importer's.
  for (const [name, text] of Object.entries(POSTS)) {
    const draft = readFrontMatter(text)?.draft;
    expect(draft, name).toBe(name !== "2024-01-01-shown.md");
  }
  const redirects: { to: string }[] = read("redirects.json");
  expect(redirects.map((redirect) => redirect.to)).toEqual(["/blogs/shown"]);
  expect(result.counts).toMatchObject({ published: 1, staging: 3 });
}, 30_000);
