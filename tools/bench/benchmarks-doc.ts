/**
 * docs/benchmarks.md holds figures from several scripts. Each script other than `npm run bench`
 * owns one marked section, which it replaces in place; `npm run bench` rewrites the rest of the
 * file and keeps the marked sections.
 */
import { readFile, writeFile } from "node:fs/promises";

const BENCHMARKS_DOC = "docs/benchmarks.md";

const start = (name: string) => `<!-- section: ${name} -->`;
const end = (name: string) => `<!-- end section: ${name} -->`;

/** Replaces (or appends) the section `name` of the benchmarks document. */
export async function writeSection(
  name: string,
  body: string,
  file = BENCHMARKS_DOC,
): Promise<void> {
  const current = await readFile(file, "utf8").catch(() => "");
  const section = `${start(name)}\n${body.trim()}\n${end(name)}`;
  const from = current.indexOf(start(name));
  const to = current.indexOf(end(name));
  const next =
    from >= 0 && to > from
      ? current.slice(0, from) + section + current.slice(to + end(name).length)
      : `${current.trimEnd()}\n\n${section}\n`;
  await writeFile(file, next);
}

/**
 * `npm run bench`'s rewrite: `report` (the title and the Lighthouse section) in place of the
 * document's top, up to the first heading or marker after the Lighthouse heading; what follows
 * (the other commands' sections, `<!-- bench:images -->` included) is kept as written.
 */
export function withLeadReport(previous: string, report: string): string {
  const ours = previous.indexOf("\n## Lighthouse") + 1;
  const next = ["\n## ", "\n<!-- "]
    .map((mark) => previous.indexOf(mark, ours))
    .filter((at) => at >= 0);
  return next.length > 0 ? `${report}${previous.slice(Math.min(...next))}` : report;
}

/** Every marked section of the document, to append after a rewrite of the rest. */
export async function keptSections(file = BENCHMARKS_DOC): Promise<string> {
  const current = await readFile(file, "utf8").catch(() => "");
  const sections = current.match(/<!-- section: [^>]+ -->[\s\S]*?<!-- end section: [^>]+ -->/g);
  return sections ? `\n${sections.join("\n\n")}\n` : "";
}
