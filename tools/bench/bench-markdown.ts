/**
 * Time to read one markdown file the way every page and the checker do (one lex, front matter,
 * blocks, segments): a build or a check pays it once per file.
 */
import { readFile } from "node:fs/promises";
import { analyzeMarkdown } from "#app/analysis/index.ts";
import { createDiskFolder } from "#app/content-check/index.server.ts";

/** Mean milliseconds per file over every markdown file of the demo content, `rounds` times. */
export async function benchAnalyzeMarkdown(rounds = 20): Promise<{ ms: number; files: number }> {
  const names = (await createDiskFolder("content").listFiles()).filter((name) =>
    name.endsWith(".md"),
  );
  const texts = await Promise.all(names.map((name) => readFile(`content/${name}`, "utf8")));
  for (const text of texts) analyzeMarkdown(text, "post"); // warm up
  const start = performance.now();
  for (let round = 0; round < rounds; round++)
    for (const text of texts) analyzeMarkdown(text, "post");
  return { ms: (performance.now() - start) / (rounds * texts.length), files: texts.length };
}
