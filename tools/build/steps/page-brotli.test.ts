/**
 * Decision 084: the job a server deployment's build leaves writes the `.br` of the pages the
 * build named (or of every page), each the page's own, and nothing else.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, expect, test } from "vitest";
import {
  compressPagesWithoutBrotli,
  readPagesToCompress,
  writePagesToCompress,
} from "./page-brotli.ts";

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A release's `client/` with three pages, one with its `.br` already, and a stylesheet. */
async function release(): Promise<{ releaseDir: string; clientDir: string }> {
  const releaseDir = await mkdtemp(path.join(tmpdir(), "page-brotli-"));
  dirs.push(releaseDir);
  const clientDir = path.join(releaseDir, "client");
  const page = (title: string) =>
    `<!doctype html><title>${title}</title>${"<p>Text.</p>".repeat(200)}`;
  for (const name of ["index.html", "a/index.html", "b/c/index.html", "style.css"]) {
    mkdirSync(path.dirname(path.join(clientDir, name)), { recursive: true });
    writeFileSync(path.join(clientDir, name), page(name));
  }
  writeFileSync(path.join(clientDir, "b/c/index.html.br"), "the one there already");
  return { releaseDir, clientDir };
}

const brotliOf = (file: string) => brotliDecompressSync(readFileSync(`${file}.br`)).toString();

test("the pages named get their own .br; a page not named, one with a .br and a page gone are left", async () => {
  const { clientDir } = await release();
  const named = ["a/index.html", "b/c/index.html", "gone/index.html"];
  expect(await compressPagesWithoutBrotli(clientDir, named)).toBe(1);
  expect(brotliOf(path.join(clientDir, "a/index.html"))).toBe(
    readFileSync(path.join(clientDir, "a/index.html"), "utf8"),
  );
  expect(readFileSync(path.join(clientDir, "b/c/index.html.br"), "utf8")).toBe(
    "the one there already",
  );
  expect(existsSync(path.join(clientDir, "index.html.br"))).toBe(false);
  expect(existsSync(path.join(clientDir, "gone"))).toBe(false);
});

test("with gzip (PAGE_GZIP=1) each page named gets its own .gz beside its .br; without, none", async () => {
  const { clientDir } = await release();
  expect(await compressPagesWithoutBrotli(clientDir, ["a/index.html"], { gzip: true })).toBe(1);
  const file = path.join(clientDir, "a/index.html");
  expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(readFileSync(file, "utf8"));
  expect(brotliOf(file)).toBe(readFileSync(file, "utf8"));
  expect(await compressPagesWithoutBrotli(clientDir, ["index.html"])).toBe(1);
  expect(existsSync(path.join(clientDir, "index.html.gz"))).toBe(false);
  // A page with its `.br` and no `.gz` (a job stopped between the two) gets its `.gz`.
  expect(await compressPagesWithoutBrotli(clientDir, ["index.html"], { gzip: true })).toBe(1);
  const home = path.join(clientDir, "index.html");
  expect(gunzipSync(readFileSync(`${home}.gz`)).toString()).toBe(readFileSync(home, "utf8"));
});

test('"all": every page without a .br, and no other file', async () => {
  const { clientDir } = await release();
  expect(await compressPagesWithoutBrotli(clientDir, "all")).toBe(2);
  for (const name of ["index.html", "a/index.html"]) {
    const file = path.join(clientDir, name);
    expect(brotliOf(file), name).toBe(readFileSync(file, "utf8"));
  }
  expect(existsSync(path.join(clientDir, "style.css.br"))).toBe(false);
});

test('the build\'s list is read back as written; without one, "all"', async () => {
  const { releaseDir } = await release();
  expect(await readPagesToCompress(releaseDir)).toBe("all");
  await writePagesToCompress(releaseDir, ["a/index.html"]);
  expect(await readPagesToCompress(releaseDir)).toEqual(["a/index.html"]);
  await writePagesToCompress(releaseDir, "all");
  expect(await readPagesToCompress(releaseDir)).toBe("all");
});
