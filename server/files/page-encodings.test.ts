/**
 * Pages carry a `.br` and no `.gz` (decision 036): a gzip-only client still gets gzip, made by
 * the server from the page, and a client that accepts neither gets the page as it is.
 */
import { existsSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import zlib from "node:zlib";
import { expect, test } from "vitest";
import { precompressFiles } from "#tools/build/precompress.ts";
import { compressPagesWithoutBrotli } from "#tools/build/steps/page-brotli.ts";
import { useFixture } from "#tests/support/server-fixture.ts";
import { waitFor } from "#tests/support/built-site.ts";

const { fixture, get } = useFixture();

/** A page over the compression threshold, written with its siblings as the build writes them. */
async function writeBuiltPage(relative: string, html: string): Promise<void> {
  const { clientDir } = fixture();
  await writeFile(path.join(clientDir, relative), html);
  await precompressFiles(clientDir, [relative]);
  expect(existsSync(path.join(clientDir, `${relative}.br`))).toBe(true);
  expect(existsSync(path.join(clientDir, `${relative}.gz`))).toBe(false);
}

const pageOf = (words: string) =>
  `<!doctype html><html><head><title>a</title></head><body>${words.repeat(200)}</body></html>`;

test("a gzip-only client gets gzip bytes that decompress to the page; br and identity as before", async () => {
  const html = pageOf("short domain names ");
  await writeBuiltPage(path.join("insights", "a", "index.html"), html);
  for (let round = 0; round < 2; round++) {
    const gzip = await get("/insights/a", { "Accept-Encoding": "gzip" });
    expect(gzip.status).toBe(200);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers.vary).toContain("Accept-Encoding");
    expect(Number(gzip.headers["content-length"])).toBe(gzip.body.length);
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(html);
  }
  const br = await get("/insights/a", { "Accept-Encoding": "gzip, br" });
  expect(br.headers["content-encoding"]).toBe("br");
  expect(zlib.brotliDecompressSync(br.body).toString()).toBe(html);
  const plain = await get("/insights/a", { "Accept-Encoding": "identity" });
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.body.toString()).toBe(html);
  const deflate = await get("/insights/a", { "Accept-Encoding": "deflate" });
  expect(deflate.headers["content-encoding"]).toBeUndefined();
  expect(deflate.body.toString()).toBe(html);
});

test("a page too big to keep in memory is gzipped as it streams for a gzip-only client", async () => {
  const html = pageOf("a long page ".repeat(250));
  expect(html.length).toBeGreaterThan(512 * 1024);
  await writeBuiltPage("index.html", html);
  const gzip = await get("/", { "Accept-Encoding": "gzip" });
  expect(gzip.headers["content-encoding"]).toBe("gzip");
  expect(zlib.gunzipSync(gzip.body).toString()).toBe(html);
  const plain = await get("/");
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.body.toString()).toBe(html);
});

test("the build's own .br is sent as it is, for a page kept in memory and one streamed, through the release link", async () => {
  const { clientDir } = fixture();
  // Quality 1: not what the server would make itself, so the bytes tell where they came from.
  const quality1 = (text: string) =>
    zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } });
  const pages = [
    { url: "/insights/a", relative: path.join("insights", "a", "index.html"), words: "names " },
    { url: "/", relative: "index.html", words: "a long page ".repeat(250) },
  ];
  for (const { url, relative, words } of pages) {
    const html = pageOf(words);
    const sibling = quality1(html);
    await writeFile(path.join(clientDir, relative), html);
    await writeFile(path.join(clientDir, `${relative}.br`), sibling);
    const br = await get(url, { "Accept-Encoding": "br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.body.equals(sibling)).toBe(true);
  }
});

test("a page live before its .br (decision 084) is compressed by the server; once the job wrote the .br, that is sent", async () => {
  const { clientDir } = fixture();
  // A page of the fixture's manifest (another path is sent elsewhere), its `.br` not written yet.
  const relative = path.join("insights", "a", "index.html");
  // Varied text: the server's level and the build's give different bytes.
  const words = Array.from({ length: 3000 }, (_, index) => ((index * 7919) % 10_007).toString(36));
  const html = `<!doctype html><html><head><title>a</title></head><body>${words.join(" ")}</body></html>`;
  await mkdir(path.dirname(path.join(clientDir, relative)), { recursive: true });
  await rm(path.join(clientDir, `${relative}.br`), { force: true });
  await writeFile(path.join(clientDir, relative), html);
  const first = await get("/insights/a", { "Accept-Encoding": "br" });
  expect(first.headers["content-encoding"]).toBe("br");
  expect(zlib.brotliDecompressSync(first.body).toString()).toBe(html);
  // The job's step, as it runs after the switch.
  expect(await compressPagesWithoutBrotli(clientDir, [relative])).toBe(1);
  const sibling = await readFile(path.join(clientDir, `${relative}.br`));
  expect(sibling.equals(first.body)).toBe(false);
  // Read again once the server's cache checks the file's version (its siblings named in it).
  const sent = await waitFor(async () => {
    const answer = await get("/insights/a", { "Accept-Encoding": "br" });
    return answer.body.equals(sibling) ? answer.body : undefined;
  }, 5000);
  expect(sent?.equals(sibling)).toBe(true);
});
