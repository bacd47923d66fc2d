/**
 * An edit that adds an image, then an edit that changes nothing, on a generated site: the image
 * manifest the browser reads (`assets/img/manifest.json`, with its `.br`) is this build's, as a
 * clean build's is; the edit renders again the pages that changed, not every page (each page's
 * key covers the images it looked up, decision 081), and every page is then a clean build's,
 * byte for byte; the next build renders none; and variants already in the build are neither
 * copied again nor replaced.
 */
import { appendFile, copyFile, readdir, readFile, stat } from "node:fs/promises";
import { walkFiles } from "#tools/cli/walk-files.ts";
import path from "node:path";
import { expect, test } from "vitest";
import { resolvePage, toFolderFile, type ManifestEntry } from "#app/content/index.ts";
import { pageFileName } from "#app/prerender/index.server.ts";
import { generateScaleContent } from "#tools/bench/scale/generate-content.ts";
import { buildOrThrow as build } from "#tests/support/built-site.ts";
import { workFolder } from "#tests/support/work-folder.ts";

const work = workFolder("image-edit-build-");

const variantsLine = (log: string) =>
  /Image variants: (\d+) of (\d+) copied into assets\/img(, their manifest unchanged)?\n/.exec(log);

test("an added image reaches the browser's manifest at once, renders its own pages again, and the next build renders nothing", async () => {
  const content = path.join(work.path, "content");
  const generated = await generateScaleContent("content", content, 40);
  const site = path.join(work.path, "site");
  build(content, site);
  const variants = path.join(site, "client", "assets", "img");
  const manifest = path.join(variants, "manifest.json");
  const before = await readFile(manifest, "utf8");

  const images = path.join(content, "images", "blog");
  const [image] = await readdir(images);
  await copyFile(path.join(images, image as string), path.join(images, "second-desk.jpg"));
  const changed = generated[0] as ManifestEntry;
  const resolution = resolvePage(changed.url, generated);
  if (!resolution.found) throw new Error(`${changed.url} does not resolve`);
  const file = path.join(content, toFolderFile(resolution.page.source) as string);
  await appendFile(file, "\n![A second desk](/assets/content/images/blog/second-desk.jpg)\n");
  const withImage = build(content, site);
  expect(withImage).toMatch(/images: \d+ images, \d+ slots processed/);
  const written = await readFile(manifest, "utf8");
  expect(written).not.toBe(before);
  expect(written).toContain("second-desk.jpg");
  // The post, and the listings and feeds that show its changed text: not the other pages.
  const rendered = /Prerendered (\d+) of (\d+) pages/.exec(withImage);
  expect(rendered).not.toBeNull();
  expect(Number(rendered?.[1])).toBeGreaterThan(0);
  expect(Number(rendered?.[1])).toBeLessThan(Number(rendered?.[2]) / 4);
  // Written again, with the new image's entry.
  expect(variantsLine(withImage)).not.toBeNull();
  expect(variantsLine(withImage)?.[3]).toBeUndefined();

  const kept = (await readdir(variants)).filter((name) => /-\d+w-/.test(name));
  const inode = async (name: string) => (await stat(path.join(variants, name))).ino;
  const inodes = await Promise.all(kept.map(inode));
  const unchanged = build(content, site);
  expect(unchanged).toMatch(/Prerendered 0 of \d+ pages/);
  expect(variantsLine(unchanged)?.[1]).toBe("0");
  expect(variantsLine(unchanged)?.[3]).toBe(", their manifest unchanged");
  expect(await Promise.all(kept.map(inode))).toEqual(inodes);

  const clean = path.join(work.path, "clean");
  build(content, clean);
  // Every page kept rather than rendered again is the page a clean build makes.
  const pages: string[] = [];
  for await (const name of walkFiles(path.join(clean, "client")))
    if (name.endsWith("index.html") && !name.startsWith("assets")) pages.push(name);
  expect(pages.length).toBeGreaterThan(Number(rendered?.[2]) / 2);
  for (const name of pages) {
    const [a, b] = await Promise.all([
      readFile(path.join(site, "client", name), "utf8"),
      readFile(path.join(clean, "client", name), "utf8"),
    ]);
    expect(a === b, name).toBe(true);
  }
  expect(await readFile(path.join(site, "client", pageFileName(changed.url)), "utf8")).toMatch(
    /<picture>.*second-desk/s,
  );
  for (const name of ["manifest.json", "manifest.json.br"]) {
    const [a, b] = await Promise.all([
      readFile(path.join(variants, name)),
      readFile(path.join(clean, "client", "assets", "img", name)),
    ]);
    expect(a.equals(b), name).toBe(true);
  }
}, 240_000);
