/**
 * The site search index (docs/decisions/054): this repo's (tools/search/build-search-index.ts,
 * read by app/search/site-search.ts) beside minisearch, flexsearch and pagefind over the same
 * generated site (tools/search/generate-pages.ts, seeded). Time: from the HTML folder to the
 * index files written (minisearch and flexsearch read each page with app/search/extract-page.ts,
 * as the repo's index does). Bytes: what a first query for "escrow" fetches, brotli (pagefind's
 * files come gzip'd): the repo's index its meta, shards and 8 result records; minisearch and
 * flexsearch their whole index; pagefind its loader, wasm, meta, the word's chunk and 8 fragments.
 *   node tools/bench/libraries/search-index.ts [--pages 3000]   (ROUNDS=3 by default)
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { extractPage } from "#app/search/index.server.ts";
import { runIndexQuery } from "#tools/bench/search-transfer.ts";
import { buildSearchIndex } from "#tools/search/build-search-index.ts";
import { generatePages } from "#tools/search/generate-pages.ts";
import { paired, type Timed } from "./paired.ts";

const at = process.argv.indexOf("--pages");
const count = at === -1 ? 3000 : Number(process.argv[at + 1]);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const brotli = (data: string | Buffer) => brotliCompressSync(data).length;

/** Generates the site in a fresh folder (not timed), runs `index` on it, then removes it. */
async function onSite(index: (dir: string) => Promise<number>): Promise<Timed> {
  const dir = mkdtempSync(join(tmpdir(), "search-lib-"));
  await generatePages(dir, count);
  const start = performance.now();
  const bytes = await index(dir);
  const ms = performance.now() - start - measuring;
  rmSync(dir, { recursive: true });
  return { ms, note: `${count} pages, first query ${kb(bytes)}` };
}
/** Time spent counting bytes inside `index`, taken off its time. */
let measuring = 0;
function counted<T>(work: () => T): T {
  const start = performance.now();
  const result = work();
  measuring += performance.now() - start;
  return result;
}

/** Each page's record, read with the repo's extraction: title, then text and sections' text. */
function documents(dir: string) {
  const posts = join(dir, "posts");
  return readdirSync(posts).flatMap((name, id) => {
    const record = extractPage(readFileSync(join(posts, name, "index.html"), "utf8"), `/${name}/`);
    if (!record) return [];
    const text = [record.text, ...record.sections.map((s) => `${s.title} ${s.text}`)].join(" ");
    return [{ id, url: record.url, title: record.title, text }];
  });
}

await paired(
  import.meta.filename,
  {
    own: () =>
      onSite(async (dir) => {
        await buildSearchIndex(dir);
        const start = performance.now();
        const { bytes } = await runIndexQuery(dir, "escrow");
        measuring += performance.now() - start;
        return bytes;
      }),
    minisearch: () =>
      onSite(async (dir) => {
        const { default: MiniSearch } = await import("minisearch");
        const search = new MiniSearch({ fields: ["title", "text"], storeFields: ["url", "title"] });
        search.addAll(documents(dir));
        const json = JSON.stringify(search);
        writeFileSync(join(dir, "minisearch.json"), json);
        return counted(() => brotli(json));
      }),
    flexsearch: () =>
      onSite(async (dir) => {
        const { Document } = await import("flexsearch");
        const document = { id: "id", index: ["title", "text"], store: ["url", "title"] };
        const index = new Document({ document, tokenize: "forward" });
        for (const doc of documents(dir)) index.add(doc);
        const parts: string[] = [];
        await index.export((key, data) => void parts.push(`${key}\n${data}`));
        writeFileSync(join(dir, "flexsearch.txt"), parts.join("\n"));
        return counted(() => parts.reduce((sum, part) => sum + brotli(part), 0));
      }),
    pagefind: () =>
      onSite(async (dir) => {
        const pagefind = await import("pagefind");
        const rootSelector = "article[data-search-body]";
        const { index } = await pagefind.createIndex({
          rootSelector,
          excludeSelectors: ["[data-search-ignore]"],
        });
        await index!.addDirectory({ path: dir });
        const out = join(dir, "pagefind");
        await index!.writeFiles({ outputPath: out });
        await pagefind.close();
        return counted(() => pagefindQueryBytes(out));
      }),
  },
  Number(process.env.ROUNDS) || 3,
);

/** Pagefind's files for a first query: loader, wasm, meta, the median chunk, 8 median fragments. */
function pagefindQueryBytes(out: string): number {
  const size = (file: string) => statSync(join(out, file)).size;
  const files = readdirSync(out);
  // The pages say lang="en": the English wasm, not the "unknown" one.
  const loader = files.filter((f) =>
    /^(pagefind\.js|pagefind-entry\.json|wasm\.en\.|.*\.pf_meta)/.test(f),
  );
  const median = (folder: string) => {
    const sizes = readdirSync(join(out, folder)).map((f) => size(join(folder, f)));
    return sizes.sort((a, b) => a - b)[sizes.length >> 1] ?? 0;
  };
  const loaderBytes = loader.reduce((sum, f) => sum + brotli(readFileSync(join(out, f))), 0);
  return loaderBytes + median("index") + 8 * median("fragment");
}
