import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { readFrontMatter } from "#app/analysis/index.ts";
import { readCommonFields } from "./front-matter-fields.ts";
import { Reporter } from "./reporter.ts";
import { readSourceFile } from "./source-file.ts";

test("the importer reads front matter as the page does: one parser, one synonym table", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "front-matter-"));
  try {
    const text =
      "---\r\ntitle: Both\r\nimage: /image.png\r\nogImage: /og.png\r\nlast_modified_at: 2024-06-01\r\n---\r\nBody\r\n";
    const file = path.join(dir, "post.md");
    writeFileSync(file, text);
    const reporter = new Reporter();
    const source = await readSourceFile(file, reporter);
    const fields = readCommonFields(source, reporter);
    const page = readFrontMatter(text);
    expect(fields.image).toBe(page?.meta.ogImage);
    expect(fields.image).toBe("/og.png");
    expect(fields.updated).toBe(page?.data.updated);
    expect([source.body, source.bodyLine]).toEqual(["Body\n", 7]);
    expect(reporter.reports).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
