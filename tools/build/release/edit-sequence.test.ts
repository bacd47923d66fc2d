/**
 * Edits one after another, each release brought up to date from the one before it (decision 055:
 * the spare after the clean build, then the release each edit replaced, its folders known equal by
 * their times): after the second and the third, the site folder equals a clean build of the same
 * content, file for file, byte for byte. A folder the link wrongly passed as known equal would
 * keep a page of an earlier release from the second edit on; this is where it would show.
 */
import { appendFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import {
  MANIFEST_FILE,
  resolvePage,
  toFolderFile,
  type ManifestEntry,
} from "#app/content/index.ts";
import { generateScaleContent } from "#tools/bench/scale/generate-content.ts";
import { fileHashes } from "#tests/support/site-crawler.ts";
import { buildOrThrow as build } from "#tests/support/built-site.ts";

let work = "";
beforeAll(async () => {
  await mkdir(".tmp", { recursive: true });
  work = path.resolve(await mkdtemp(path.join(".tmp", "edit-sequence-")));
});
afterAll(() => rm(work, { recursive: true, force: true }));

function hashes(buildDir: string): Map<string, string> {
  const files = fileHashes(path.join(buildDir, "client"));
  return new Map([...files].map(([name, { hash }]) => [name, hash]));
}

test("three edits in a row: the second and third equal a clean build", async () => {
  const content = path.join(work, "content");
  await generateScaleContent("content", content, 30);
  const manifestFile = path.join(content, MANIFEST_FILE);
  let entries = JSON.parse(await readFile(manifestFile, "utf8")) as ManifestEntry[];
  const fileOf = (entry: ManifestEntry) => {
    const resolution = resolvePage(entry.url, entries);
    if (!resolution.found) throw new Error(`${entry.url} does not resolve`);
    return path.join(content, toFolderFile(resolution.page.source) as string);
  };
  const writeManifest = async (next: ManifestEntry[]) => {
    entries = next;
    await writeFile(manifestFile, JSON.stringify(next, null, 1));
  };
  const [first, second, third] = entries as [ManifestEntry, ManifestEntry, ManifestEntry];
  // The first edit's release is the spare; incremental-build.test.ts compares it with a clean
  // build. Each later one reuses the release the edit before it replaced: compared here.
  const edits: [string, () => Promise<void>][] = [
    ["a sentence added", () => appendFile(fileOf(first), "\nA sentence added.\n")],
    [
      "an entry added and one removed",
      async () => {
        const added = { ...first, url: `${first.url}-sequel`, title: "A Sequel" };
        await writeFile(`${fileOf(first).slice(0, -3)}-sequel.md`, "# A sequel\n\nNew text.\n");
        const removed = fileOf(third);
        await writeManifest([...entries.filter((entry) => entry.url !== third.url), added]);
        await rm(removed);
      },
    ],
    // What the edit before changed (a page made, one removed), looked at again by this link.
    [
      "a title changed",
      () =>
        writeManifest(
          entries.map((entry) => (entry === second ? { ...entry, title: "Retitled" } : entry)),
        ),
    ],
  ];
  const incremental = path.join(work, "incremental");
  build(content, incremental);
  const knownEqual: number[] = [];
  for (const [index, [name, edit]] of edits.entries()) {
    await edit();
    const log = build(content, incremental);
    knownEqual.push(Number(/^Release \S+: .* (\d+) folders known equal/m.exec(log)?.[1] ?? 0));
    if (index === 0) continue;
    const clean = path.join(work, `clean-${index}`);
    build(content, clean);
    const [made, wanted] = [hashes(incremental), hashes(clean)];
    expect([...made.keys()].sort(), name).toEqual([...wanted.keys()].sort());
    const different = [...wanted].filter(([file, hash]) => made.get(file) !== hash);
    expect(
      different.map(([file]) => file),
      name,
    ).toEqual([]);
    await rm(clean, { recursive: true, force: true });
  }
  // Each edit's link passed folders by their times: what the comparisons above check.
  expect(
    knownEqual.every((folders) => folders > 0),
    String(knownEqual),
  ).toBe(true);
}, 300_000);
