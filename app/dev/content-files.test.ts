import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { MANIFEST_FILE } from "#app/content/index.ts";
import { pageIndexUrl } from "#app/content/index.ts";
import { contentTypeOf, previewPageIndexRecord, toContentFile } from "./content-files.ts";

test("a content request maps to its file inside the content folder", () => {
  expect(toContentFile("/assets/content/blogs/insights/a.md?x=1", "/site/content")).toBe(
    "/site/content/blogs/insights/a.md",
  );
  expect(toContentFile("/assets/content/images/products/my%20logo.svg", "/site/content")).toBe(
    "/site/content/images/products/my logo.svg",
  );
});

test("requests outside /assets/content/ or escaping the folder are not content", () => {
  expect(toContentFile("/insights/a", "/site/content")).toBeUndefined();
  expect(toContentFile("/assets/content/../secret.txt", "/site/content")).toBeUndefined();
  expect(toContentFile("/assets/content/%2e%2e/secret.txt", "/site/content")).toBeUndefined();
  expect(toContentFile("/assets/content/%E0%A4%A", "/site/content")).toBeUndefined();
});

test("markdown is served as text/markdown and images by their type", () => {
  expect(contentTypeOf("a/b.md")).toBe("text/markdown; charset=utf-8");
  expect(contentTypeOf("a/b.SVG")).toBe("image/svg+xml");
  expect(contentTypeOf("a/b")).toBe("application/octet-stream");
});

test("the preview answers page index records from the manifest with drafts shown", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "preview-records-"));
  try {
    const manifest = [
      { type: "blog", status: "staging", url: "/insights/draft", title: "Draft" },
      { type: "blog", status: "done", url: "/insights/live", title: "Live" },
    ];
    await writeFile(path.join(dir, MANIFEST_FILE), JSON.stringify(manifest));
    const record = await previewPageIndexRecord(pageIndexUrl("/insights/draft"), dir);
    expect(JSON.parse(record ?? "null")).toMatchObject({
      resolution: { found: true, page: { path: "/insights/draft" } },
    });
    const listing = JSON.parse(
      (await previewPageIndexRecord(pageIndexUrl("/insights"), dir)) ?? "",
    );
    expect(listing.resolution.page.links).toEqual([
      { url: "/insights/draft", title: "Draft" },
      { url: "/insights/live", title: "Live" },
    ]);
    expect(await previewPageIndexRecord("/assets/content/x.json", dir)).toBeUndefined();
    expect(
      await previewPageIndexRecord("/assets/page-index/%E0%A4%A/index.json", dir),
    ).toBeUndefined();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
