/**
 * The pages' `.br` on a server deployment (`SOCIAL_CARDS=background`, decision 084): its build
 * writes each page without one and makes the release live; the job it leaves (card-job-main.ts)
 * then writes the `.br` of every page the release lacks one for, before the cards. The server
 * compresses a page asked for before that (server/files/read-hot-file.ts), and what a job did not
 * reach (a later build went live first) is written by the next build's job.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { writeCompressedSiblingsSync } from "#app/prerender/index.server.ts";
import { walkFiles } from "#tools/cli/walk-files.ts";

/** A page's file (app/prerender/page-files.server.ts: pageFileName). */
const PAGE_FILE = "index.html";

/** Writes the `.br` of each page under `clientDir` that has none; the number written. */
export async function compressPagesWithoutBrotli(clientDir: string): Promise<number> {
  let written = 0;
  for await (const name of walkFiles(clientDir)) {
    if (path.basename(name) !== PAGE_FILE) continue;
    const file = path.join(clientDir, name);
    if (existsSync(`${file}.br`)) continue;
    const sizes = writeCompressedSiblingsSync(file, readFileSync(file));
    if (sizes.brotli < sizes.original) written += 1;
  }
  return written;
}
