/**
 * `npm run bench:save -- [N]` (default 10,000): how long a save through the back office takes on
 * a content folder of N generated entries (tools/bench/scale/generate-content.ts). The back office
 * runs as `npm run back-office` does; each save is a `persistEntry` of an existing post with one
 * more line, as Decap sends it, and its time is until the answer (the content check of the whole
 * folder as it would stand, the versions kept, both files written). A benchmark, not a test: the
 * figures go to docs/benchmarks.md by hand.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { readDocument, writeDocument } from "#server/back-office/proxy/document.ts";
import { readEntryCount, withGeneratedBackOffice } from "./generated-back-office.ts";

const count = readEntryCount("bench:save");
const SAVES = 5;

await withGeneratedBackOffice("bench:save", count, async (office) => {
  const entry = office.entries[0]!;
  const file = `blogs${entry.url}.md`;
  const times: number[] = [];
  for (let save = 0; save < SAVES; save += 1) {
    const opened = await office.site.cms("getEntry", { path: file });
    const raw = (opened.json as { data: string }).data;
    const document = readDocument(raw);
    if ("error" in document || document.kind !== "markdown")
      throw new Error(`${file} did not open`);
    const edited = writeDocument({ ...document, file: `${document.file}\nSave ${save}.\n` });
    const started = performance.now();
    const saved = await office.site.cms("persistEntry", {
      dataFiles: [{ path: file, slug: "x", raw: edited }],
      assets: [],
      options: {},
    });
    times.push(performance.now() - started);
    if (saved.status !== 200) throw new Error(`save ${save}: ${JSON.stringify(saved.json)}`);
  }
  const saved = await readFile(path.join(office.site.contentDir, file), "utf8");
  if (!saved.includes(`Save ${SAVES - 1}.`)) throw new Error("the last save is not in the file");
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `\nback office save, ${count} generated entries: median ${(sorted[2]! / 1000).toFixed(2)} s` +
      ` (each: ${times.map((ms) => (ms / 1000).toFixed(2)).join(", ")} s)`,
  );
});
