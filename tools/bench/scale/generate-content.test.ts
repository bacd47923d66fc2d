import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { MANIFEST_FILE } from "#app/content/index.ts";
import { type ManifestEntry } from "#app/content/index.ts";
import { checkContentFolder } from "#app/content-check/index.server.ts";
import { countErrors } from "#app/content-check/index.server.ts";
import { createDiskFolder } from "#app/content-check/index.server.ts";
import { generateScaleContent } from "./generate-content.ts";

const dir = await mkdtemp(path.join(tmpdir(), "scale-content-"));
afterAll(() => rm(dir, { recursive: true, force: true }));

test("the generated folder adds N done entries in the mix, each with its markdown, and checks clean", async () => {
  const target = path.join(dir, "content");
  const generated = await generateScaleContent("content", target, 40);
  const demo = JSON.parse(await readFile(path.join("content", MANIFEST_FILE), "utf8")) as unknown[];
  const manifest = JSON.parse(
    await readFile(path.join(target, MANIFEST_FILE), "utf8"),
  ) as ManifestEntry[];

  expect(manifest).toHaveLength(demo.length + 40);
  expect(new Set(manifest.map((entry) => entry.url)).size).toBe(manifest.length);
  const count = (type: string) => generated.filter((entry) => entry.type === type).length;
  expect([count("blog"), count("superfaq"), count("review")]).toEqual([20, 16, 4]);
  expect(await readFile(path.join(target, "superfaqs/scale-000002.md"), "utf8")).toMatch(
    /<!-- FAQ/,
  );
  const findings = await checkContentFolder(createDiskFolder(target));
  expect(countErrors(findings)).toBe(0);
  // Every FAQ subcategory the entries use has its listing's file (the demo has no `selling`).
  expect(findings.filter((finding) => finding.message.includes("file is missing"))).toEqual([]);
});

test("an imported blog's mix: of every ten entries, those asked for have no image of their own", async () => {
  const target = path.join(dir, "import-mix");
  const generated = await generateScaleContent("content", target, 20, { withoutImageOfTen: 8 });
  // Entries 1 and 9 are posts (the type cycle): the first of the eight, and one of the two others.
  const markdownOf = (index: number) => {
    const url = generated[index]?.url ?? "";
    return readFile(path.join(target, "blogs", `${url.slice(1)}.md`), "utf8");
  };
  const [without, withImage] = await Promise.all([markdownOf(0), markdownOf(8)]);
  expect(without).not.toMatch(/ogImage|twitterImage|ogTitle|^image=/m);
  // Its own title, so its own card.
  expect(without).toContain(`"title": ${JSON.stringify(generated[0]?.title)}`);
  expect(withImage).toMatch(/"ogImage"/);
  const findings = await checkContentFolder(createDiskFolder(target));
  expect(countErrors(findings)).toBe(0);
});
