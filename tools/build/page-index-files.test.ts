import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
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
