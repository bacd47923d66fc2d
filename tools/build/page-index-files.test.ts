import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { expect, test } from "vitest";
import {
  listPrerenderPaths,
  pageIndexFile,
  parsePageIndexRecord,
  type ManifestEntry,
} from "#app/content/index.ts";
import { writePageIndexFiles } from "./page-index-files.ts";

test("the build writes one record file per prerendered path, each the record of its path", async () => {
  const clientDir = await mkdtemp(path.join(tmpdir(), "page-index-files-"));
  try {
    const entries: ManifestEntry[] = [
      ...Array.from({ length: 30 }, (_, index): ManifestEntry => ({
        type: "review",
        status: "done",
        url: `/reviews/r${index + 1}`,
        title: `Review ${index + 1}`,
      })),
      { type: "blog", status: "staging", url: "/insights/draft", title: "Draft" },
    ];
    const problems = [{ message: "skipped manifest entry #32: type: Invalid" }];
    const { files } = await writePageIndexFiles(clientDir, { entries, problems });
    const paths = listPrerenderPaths(entries, { pageSize: 24 });
    expect(files).toBe(paths.length);
    expect(paths).toContain("/reviews/page/2");
    const written = await readdir(path.join(clientDir, "assets", "page-index"), {
      recursive: true,
    });
    expect(written.filter((file) => file.endsWith("index.json"))).toHaveLength(paths.length);
    for (const pagePath of paths) {
      const text = await readFile(path.join(clientDir, pageIndexFile(pagePath)), "utf8");
      const record = parsePageIndexRecord(text, pagePath);
      expect(record?.resolution.found, pagePath).toBe(true);
      expect(record?.problems, pagePath).toEqual([problems[0]?.message]);
    }
    // A draft is no page: it gets no record, so the browser falls back to the manifest.
    await expect(
      readFile(path.join(clientDir, pageIndexFile("/insights/draft")), "utf8"),
    ).rejects.toThrow();
  } finally {
    await rm(clientDir, { recursive: true, force: true });
  }
});

test("each record is written with its .br when it is 1 KB or more; a record gone or shrunk under 1 KB loses its .br", async () => {
  const clientDir = await mkdtemp(path.join(tmpdir(), "page-index-siblings-"));
  try {
    const reviews = (count: number) =>
      Array.from({ length: count }, (_, index): ManifestEntry => ({
        type: "review",
        status: "done",
        url: `/reviews/r${index + 1}`,
        title: `Review ${index + 1} of a registrar with a long name`,
      }));
    const first = await writePageIndexFiles(clientDir, { entries: reviews(72), problems: [] });
    const fileOf = (pagePath: string) => path.join(clientDir, pageIndexFile(pagePath));
    let withSibling = 0;
    for (const pagePath of Object.keys(first.hashes)) {
      const text = await readFile(fileOf(pagePath));
      if (text.length < 1024) {
        expect(existsSync(`${fileOf(pagePath)}.br`), pagePath).toBe(false);
        continue;
      }
      withSibling += 1;
      expect(brotliDecompressSync(await readFile(`${fileOf(pagePath)}.br`))).toEqual(text);
    }
    expect(withSibling).toBeGreaterThan(0);
    expect(existsSync(`${fileOf("/reviews/page/3")}.br`)).toBe(true);

    // 48 reviews fill two listing pages: the third page's record goes, with its sibling.
    await writePageIndexFiles(clientDir, { entries: reviews(48), problems: [] }, first.hashes);
    expect(existsSync(fileOf("/reviews/page/3"))).toBe(false);
    expect(existsSync(`${fileOf("/reviews/page/3")}.br`)).toBe(false);
    expect(existsSync(path.dirname(fileOf("/reviews/page/3")))).toBe(false);
    expect(existsSync(`${fileOf("/reviews/page/2")}.br`)).toBe(true);

    // With 30, the second page lists six: its record is under 1 KB, and its old .br goes.
    const third = await writePageIndexFiles(
      clientDir,
      { entries: reviews(30), problems: [] },
      (await writePageIndexFiles(clientDir, { entries: reviews(48), problems: [] })).hashes,
    );
    expect(third.written).toBeGreaterThan(0);
    expect((await readFile(fileOf("/reviews/page/2"))).length).toBeLessThan(1024);
    expect(existsSync(`${fileOf("/reviews/page/2")}.br`)).toBe(false);
  } finally {
    await rm(clientDir, { recursive: true, force: true });
  }
});
