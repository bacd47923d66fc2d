import { readFileSync } from "node:fs";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, expect, test } from "vitest";
import { analyzeMarkdown } from "#app/analysis/index.ts";
import { LINKS_FILE } from "#app/content/index.ts";
import { parseLinkRegistry } from "#app/affiliate/index.ts";
import { fileCacheIn, type FileCacheLocation } from "#app/loaders/index.server.ts";
import { collectImageUses } from "#tools/images/collect-images.ts";
import { checkContentFolder } from "#app/content-check/index.server.ts";
import { guessLayout } from "#app/content-check/index.server.ts";
import { createDiskFolder } from "#app/content-check/index.server.ts";
import { runContentCheck } from "./run-check.ts";

/**
 * The checker analyses each markdown file once: the image uses the build needs come from the
 * check's own analysis, and equal what the image tools work out on their own. On the demo
 * content (products with images, markdown images, META images).
 */
let root = "";
let contentDir = "";
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "one-analysis-"));
  contentDir = path.join(root, "content");
  await cp("content", contentDir, { recursive: true });
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

test("each analysed markdown file is handed on once, with the analysis its findings came from", async () => {
  const folder = createDiskFolder(contentDir, root);
  const seen: string[] = [];
  await checkContentFolder(folder, {
    onAnalyzed(file, text, layout, analyzed) {
      seen.push(file);
      expect(analyzed).toEqual(
        analyzeMarkdown(text, layout, parseLinkRegistry(readLinks(contentDir))),
      );
    },
  });
  const markdown = (await folder.listFiles()).filter((file) => file.endsWith(".md"));
  expect(seen.sort()).toEqual(markdown.sort());
});

test("the image uses a build's check remembers equal the image tools' own, for every file", async () => {
  const buildDir = path.join(root, "build");
  const code = await runContentCheck(contentDir, {
    priceMaxAgeDays: 36_500,
    build: { buildDir, contentCheck: "warn" },
  });
  expect(code).toBe(0);
  const stored = readCacheRows(fileCacheIn(buildDir, "image-uses"));
  const links = parseLinkRegistry(readLinks(contentDir));
  const folder = createDiskFolder(contentDir, root);
  const markdown = (await folder.listFiles()).filter((file) => file.endsWith(".md"));
  expect(Object.keys(stored).sort()).toEqual(markdown.sort());
  let withImages = 0;
  for (const file of markdown) {
    const own = collectImageUses(await folder.readText(file), guessLayout(file), links);
    expect(stored[file]?.value, file).toEqual(own);
    if (own.length > 0) withImages += 1;
  }
  // The demo has pages with product images and META images: the comparison is not vacuous.
  expect(withImages).toBeGreaterThan(3);
});

/** A cache's rows, read straight from the build's SQLite file. */
function readCacheRows({ database, name }: FileCacheLocation): Record<string, { value: unknown }> {
  const db = new DatabaseSync(database, { readOnly: true });
  try {
    const rows = db.prepare("SELECT file, value FROM file_cache WHERE cache = ?").all(name);
    return Object.fromEntries(
      rows.map((row) => [String(row.file), { value: JSON.parse(String(row.value)) as unknown }]),
    );
  } finally {
    db.close();
  }
}

function readLinks(dir: string): string {
  return readFileSync(path.join(dir, LINKS_FILE), "utf8");
}
