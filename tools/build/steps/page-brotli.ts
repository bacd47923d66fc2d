/**
 * The pages' `.br` on a server deployment (`SOCIAL_CARDS=background`, decision 084): its build
 * writes each page without one and makes the release live; the job it leaves (card-job-main.ts)
 * then writes the `.br` of the pages the build rendered, before the cards. The server compresses a
 * page asked for before that (server/files/read-hot-file.ts).
 *
 * The build names those pages in `{release}/pages-without-br.json`: its rendered pages' files, or
 * `"all"` after a new bundle or most pages rendered again, and when the last release's job was
 * still running as this release was linked from it (what that job wrote later is not here). With
 * `"all"` the job looks at every page of the release: 1.2 to 1.4 s at 10,000 entries, against
 * the few pages of an edit.
 */
import { existsSync, readFileSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pageLevels, writeCompressedSiblingsSync } from "#app/prerender/index.server.ts";
import { walkFiles } from "#tools/cli/walk-files.ts";

/** The build's list for its job, in the release (never linked into the next). */
export const PAGES_TO_COMPRESS = "pages-without-br.json";

/** A page's file (app/prerender/page-files.server.ts: pageFileName). */
const PAGE_FILE = "index.html";

type PageList = readonly string[] | "all";

export async function writePagesToCompress(releaseDir: string, pages: PageList): Promise<void> {
  await writeFile(path.join(releaseDir, PAGES_TO_COMPRESS), JSON.stringify(pages));
}

/** The build's list; `"all"` when there is none (a build from before this list). */
export async function readPagesToCompress(releaseDir: string): Promise<PageList> {
  const text = await readFile(path.join(releaseDir, PAGES_TO_COMPRESS), "utf8").catch(() => "");
  return text ? (JSON.parse(text) as PageList) : "all";
}

/**
 * Writes the `.br` (and with `gzip`, PAGE_GZIP=1, the `.gz`) of each page named (files relative
 * to `clientDir`; `"all"`: every page under it) that has none; the number written.
 */
export async function compressPagesWithoutBrotli(
  clientDir: string,
  pages: PageList,
  { gzip = false }: { gzip?: boolean } = {},
): Promise<number> {
  let written = 0;
  for await (const name of pages === "all" ? pageFiles(clientDir) : pages) {
    const file = path.join(clientDir, name);
    // A page removed since (a later build went live and pruned this release) is skipped, and so
    // is one with its siblings there.
    const done = existsSync(`${file}.br`) && (!gzip || existsSync(`${file}.gz`));
    if (done || !existsSync(file)) continue;
    const sizes = writeCompressedSiblingsSync(file, readFileSync(file), pageLevels(gzip));
    if (sizes.brotli < sizes.original) written += 1;
  }
  return written;
}

async function* pageFiles(clientDir: string): AsyncGenerator<string> {
  for await (const name of walkFiles(clientDir)) if (path.basename(name) === PAGE_FILE) yield name;
}
