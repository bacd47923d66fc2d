/**
 * Publishing on time at the seams (decisions 068 and 077): an entry scheduled a little ahead,
 * written into a running site's content folders as an author adds one (its file, then its row
 * by temporary file and rename).
 */
import { readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { MANIFEST_FILE } from "#app/content/index.ts";

/** `2026-12-07T09:00:00+01:00` for `time`: written with an offset, as an author writes it. */
function withOffset(time: number): string {
  return new Date(time + 3_600_000).toISOString().replace(/\.\d{3}Z$/, "+01:00");
}

/** Adds a `done` blog post at `url` (under `/insights/`) public from `at` to each folder. */
export async function scheduleEntry(
  contentDirs: readonly string[],
  url: string,
  text: string,
  at: number,
): Promise<void> {
  const name = path.basename(url);
  const row = { type: "blog", status: "done", url, title: name, publishAt: withOffset(at) };
  for (const dir of contentDirs) {
    await writeFile(path.join(dir, "blogs", "insights", `${name}.md`), `# ${name}\n\n${text}\n`);
    const manifest = path.join(dir, MANIFEST_FILE);
    const rows = JSON.parse(await readFile(manifest, "utf8")) as unknown[];
    await writeFile(`${manifest}.tmp`, JSON.stringify([row, ...rows], null, 2));
    await rename(`${manifest}.tmp`, manifest);
  }
}
