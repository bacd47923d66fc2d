/**
 * The authoring contract (docs/content-format.md) may only show examples that work: each fenced
 * example tagged `contract-…` is written into a content folder and run through the content
 * checker, which must find nothing in it. The markdown examples are pages of the layout their
 * tag names (`after-products`: the FAQ example refers to the products example's product 2);
 * `contract-links` is a links.json, each `contract-link-entries` block a links.json of its own
 * entries, `contract-site` a site.json.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, expect, test } from "vitest";
import {
  checkContentFolder,
  checkManifest,
  createDiskFolder,
  formatFinding,
} from "#app/content-check/index.server.ts";

interface Example {
  kind: string;
  words: string[];
  text: string;
  line: number;
}

const CONTRACT = "docs/content-format.md";
const doc = readFileSync(CONTRACT, "utf8");
const scratch = mkdtempSync(path.join(tmpdir(), "content-format-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The fenced blocks whose info string is `<language> contract-<kind> [words]`, indent removed. */
const examples: Example[] = [
  ...doc.matchAll(/^( *)```\w+ (contract-[\w-]+)((?: [\w-]+)*)\n([\s\S]*?)^\1```$/gm),
].map((match) => ({
  kind: match[2] ?? "",
  words: (match[3] ?? "").trim().split(" ").filter(Boolean),
  text: (match[4] ?? "").replace(new RegExp(`^${match[1] ?? ""}`, "gm"), ""),
  line: doc.slice(0, match.index).split("\n").length,
}));
const ofKind = (kind: string) => examples.filter((example) => example.kind === kind);

/** Writes `files` into a new folder and returns the checker's findings about them only. */
async function checkFolder(name: string, files: Record<string, string>): Promise<string[]> {
  const dir = path.join(scratch, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  // The images the examples name, as real pictures.
  const picture = sharp({ create: { width: 8, height: 8, channels: 3, background: "#888" } });
  for (const image of ["og/short.png", "products/namecheap.webp", "products/sedo.webp"]) {
    mkdirSync(path.dirname(path.join(dir, "images", image)), { recursive: true });
    await picture.clone().toFile(path.join(dir, "images", image));
  }
  const findings = await checkContentFolder(createDiskFolder(dir));
  // The folder's own skeleton (a missing home page, category texts) is not the examples' doing.
  const written = new Set(Object.keys(files).map((file) => path.join(dir, file)));
  return findings
    .filter((finding) => written.has(path.resolve(finding.file)))
    .map((finding) => formatFinding(finding).replace(`${dir}/`, ""));
}

test("every markdown example of the contract is a page the checker finds nothing in", async () => {
  const markdown = ofKind("contract-example");
  expect(markdown.length).toBeGreaterThanOrEqual(5);
  const products = markdown.find((example) => example.text.includes("<!-- PRODUCTS"));
  const files: Record<string, string> = {};
  const manifest = markdown.map((example, index) => {
    const [layout] = example.words;
    expect(["post", "generic"], `${CONTRACT}:${example.line}`).toContain(layout);
    const before = example.words.includes("after-products") ? `${products?.text ?? ""}\n` : "";
    const folder = layout === "post" ? "blogs" : "pages";
    files[`${folder}/insights/line-${example.line}.md`] = before + example.text;
    const type = layout === "post" ? "blog" : "salepage";
    return { type, status: "done", url: `/insights/line-${example.line}`, title: `#${index}` };
  });
  files["content-manifest.json"] = JSON.stringify(manifest, null, 2);
  files["links.json"] = ofKind("contract-links")[0]?.text ?? "";
  expect(await checkFolder("markdown", files)).toEqual([]);
});

test("the contract's links.json and site.json examples are valid files", async () => {
  const [links] = ofKind("contract-links");
  const [site] = ofKind("contract-site");
  expect(links && site).toBeDefined();
  const manifest = JSON.stringify([{ type: "blog", status: "done", url: "/blogs/a", title: "A" }]);
  const page = "# A\n\nText.\n";
  const folder = { "content-manifest.json": manifest, "blogs/blogs/a.md": page };
  expect(
    await checkFolder("files", {
      ...folder,
      "links.json": links?.text ?? "",
      "site.json": site?.text ?? "",
    }),
  ).toEqual([]);
  const entries = ofKind("contract-link-entries");
  expect(entries.length).toBeGreaterThanOrEqual(2);
  for (const example of entries) {
    const registry = `[\n${example.text}]\n`;
    expect(
      await checkFolder(`entries-${example.line}`, { ...folder, "links.json": registry }),
      `${CONTRACT}:${example.line}`,
    ).toEqual([]);
  }
});

test("a scheduled entry's publishAt is accepted in the manifest, as the contract says", () => {
  const entry = { type: "blog", status: "done", url: "/blogs/a", title: "A" };
  const scheduled = { ...entry, publishAt: "2026-12-24T09:00:00+01:00" };
  const result = checkManifest(JSON.stringify([scheduled]), "content-manifest.json");
  expect(result.findings).toEqual([]);
  expect(doc).toContain('"publishAt"');
});
