/**
 * `npm run bench:check-live -- [N]` (default 10,000): how long the editor's live check
 * (`POST /api/check`, decision 074) takes on a content folder of N generated entries
 * (tools/bench/scale/generate-content.ts). The back office runs as `npm run back-office` does;
 * each check is one post's text with one more typed line, as the body widget sends it after a
 * pause in typing. Cold: the first check after the back office starts (its caches empty); warm:
 * the next ones, each with other text. A benchmark, not a test: the figures go to
 * docs/benchmarks.md by hand.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { readEntryCount, withGeneratedBackOffice } from "./generated-back-office.ts";

const count = readEntryCount("bench:check-live");
const WARM = 9;

await withGeneratedBackOffice("bench:check-live", count, async ({ site, entries }) => {
  const file = `blogs${entries[0]!.url}.md`;
  const text = await readFile(path.join(site.contentDir, file), "utf8");
  const check = async (typed: string) => {
    const started = performance.now();
    const answer = await site.post("/api/check", { path: file, text: `${text}\n${typed}\n` });
    const ms = performance.now() - started;
    if (answer.status !== 200) throw new Error(`check: ${answer.status} ${answer.body}`);
    return { ms, findings: JSON.parse(answer.body) as { message: string }[] };
  };
  const cold = await check("A first line [typed](go:no-such-link).");
  if (!cold.findings.some((finding) => finding.message.includes("no-such-link")))
    throw new Error("the typed broken link was not found");
  const warm: number[] = [];
  for (let round = 0; round < WARM; round += 1) warm.push((await check(`Line ${round}.`)).ms);
  const sorted = [...warm].sort((a, b) => a - b);
  const ms = (value: number) => `${Math.round(value)} ms`;
  console.log(
    `\nlive check of one edited entry, ${count} generated entries: cold ${ms(cold.ms)},` +
      ` warm median ${ms(sorted[Math.floor(WARM / 2)]!)} (each: ${warm.map(ms).join(", ")})`,
  );
});
