import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { keptSections, withLeadReport, writeSection } from "./benchmarks-doc.ts";

let file: string;
beforeEach(async () => {
  file = path.join(await mkdtemp(path.join(tmpdir(), "bench-doc-")), "benchmarks.md");
  await writeFile(file, "# Benchmarks\n\nLighthouse table\n");
});
afterEach(async () => {
  await rm(path.dirname(file), { recursive: true, force: true });
});

test("a section is appended once, then replaced in place", async () => {
  await writeSection("serving", "## Serving\n\nfirst", file);
  await writeSection("serving", "## Serving\n\nsecond", file);
  const text = await readFile(file, "utf8");
  expect(text.startsWith("# Benchmarks\n\nLighthouse table\n")).toBe(true);
  expect(text).toContain("second");
  expect(text).not.toContain("first");
  expect(text.match(/section: serving -->/g)).toHaveLength(2);
});

test("a rewrite of the rest keeps the marked sections", async () => {
  await writeSection("serving", "## Serving\n\nfigures", file);
  const kept = await keptSections(file);
  await writeFile(file, "# Benchmarks\n\nnew table\n" + kept);
  const text = await readFile(file, "utf8");
  expect(text).toContain("new table");
  expect(text).toContain("figures");
});

test("npm run bench's report replaces the top and keeps the images section's marker and what follows", () => {
  const images = "<!-- bench:images -->\n## Images\n\nphotos\n<!-- /bench:images -->\n";
  const previous = `# Benchmarks\n\n## Lighthouse\n\nold table\n\nstale note\n\n${images}\n## Build at scale\n\nfigures\n`;
  const report = "# Benchmarks\n\n## Lighthouse\n\nnew table\n";
  expect(withLeadReport(previous, report)).toBe(
    `${report}\n${images}\n## Build at scale\n\nfigures\n`,
  );
  expect(withLeadReport("# Benchmarks\n\n## Lighthouse\n\nold\n", report)).toBe(report);
});
