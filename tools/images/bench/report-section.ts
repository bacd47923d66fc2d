import { readFile, writeFile } from "node:fs/promises";

export const START = "<!-- bench:images -->";
export const END = "<!-- /bench:images -->";

/** Replaces this benchmark's section of a report (or appends it), leaving the rest as it is. */
export function replaceSection(report: string, section: string): string {
  const start = report.indexOf(START);
  const end = report.indexOf(END);
  if (start === -1 || end < start) return `${report.trimEnd()}\n\n${section}`;
  return report.slice(0, start) + section.trimEnd() + report.slice(end + END.length);
}

export async function writeSection(file: string, section: string): Promise<void> {
  const report = await readFile(file, "utf8").catch(() => "");
  await writeFile(file, replaceSection(report, section));
}
