import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { openContentFolder } from "#app/loaders/index.server.ts";
import { hashFolder } from "./content-copy.ts";
import { copyPublishedContent } from "./published-content.ts";

let root = "";
const content = () => path.join(root, "content");
const target = () => path.join(root, "client", "assets", "content");
const manifest = (reviewStatus: string) => [
  { type: "blog", status: "done", url: "/insights/a", title: "A" },
  { type: "review", status: reviewStatus, url: "/reviews/secret", title: "Unannounced review" },
  { type: "nonsense", status: "open", url: "/insights/other-draft", title: "Draft" },
];

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "published-content-"));
  const files: Record<string, string> = {
    "content-manifest.json": JSON.stringify(manifest("staging")),
    "blogs/insights/a.md": "# A\n",
    "reviews/reviews/secret.md": "# Unannounced review\n",
    "pages/home.md": "# Home\n",
    "images/products/x.png": "png",
    "notes.txt": "not for visitors",
  };
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(content(), name)), { recursive: true });
    await writeFile(path.join(content(), name), text);
  }
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function copy(last: Record<string, string>) {
  const folder = openContentFolder(content());
  return copyPublishedContent(folder, target(), await hashFolder(content()), last);
}

test("the build's copy holds what published pages read and a manifest without drafts", async () => {
  const first = await copy({});
  expect(existsSync(path.join(target(), "blogs/insights/a.md"))).toBe(true);
  expect(existsSync(path.join(target(), "pages/home.md"))).toBe(true);
  expect(existsSync(path.join(target(), "images/products/x.png"))).toBe(true);
  expect(existsSync(path.join(target(), "reviews/reviews/secret.md"))).toBe(false);
  expect(existsSync(path.join(target(), "notes.txt"))).toBe(false);
  const copiedManifest = await readFile(path.join(target(), "content-manifest.json"), "utf8");
  expect(JSON.parse(copiedManifest)).toEqual([manifest("staging")[0]]);
  // Records and pages are built from these: no unpublished entry, not even in a problem.
  expect(JSON.stringify([first.entries, first.problems])).not.toMatch(/secret|other-draft/);

  // Published: copied; back to staging: removed again, as a clean build would.
  await writeFile(path.join(content(), "content-manifest.json"), JSON.stringify(manifest("done")));
  const second = await copy(first.copiedHashes);
  expect(existsSync(path.join(target(), "reviews/reviews/secret.md"))).toBe(true);
  await writeFile(path.join(content(), "content-manifest.json"), JSON.stringify(manifest("open")));
  await copy(second.copiedHashes);
  expect(existsSync(path.join(target(), "reviews/reviews/secret.md"))).toBe(false);
});

test("a manifest saved half-way while the build runs stops the build and removes nothing", async () => {
  const file = path.join(content(), "content-manifest.json");
  const whole = JSON.stringify(manifest("done"));
  const first = await copy({});
  const copiedManifest = await readFile(path.join(target(), "content-manifest.json"), "utf8");
  await writeFile(file, whole.slice(0, whole.length / 2));
  await expect(copy(first.copiedHashes)).rejects.toThrow(
    "Reading content-manifest.json failed: it is not a JSON array now: it was saved while the build ran\n" +
      "Nothing of this build was recorded: build again once the file is saved.",
  );
  // Not taken for a site with no entries: the published files and manifest stay.
  expect(existsSync(path.join(target(), "blogs/insights/a.md"))).toBe(true);
  expect(await readFile(path.join(target(), "content-manifest.json"), "utf8")).toBe(copiedManifest);
  await writeFile(file, whole);
});
