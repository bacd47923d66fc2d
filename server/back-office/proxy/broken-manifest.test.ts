/**
 * A save while `content-manifest.json` does not parse (a hand edit, another program's save half
 * written), through the real back-office process: refused with a message naming the file, and
 * the manifest left byte for byte, not rewritten with the saved entry's row alone; once the file
 * parses again the same save goes through and every other row is kept.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, expect, test, vi } from "vitest";
import { MANIFEST_FILE } from "#app/content/index.ts";
import { readDocument, writeDocument, type MarkdownDocument } from "./document.ts";
import { startBackOffice } from "#tests/support/back-office.ts";

vi.setConfig({ testTimeout: 60_000 });
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const FILE = "blogs/insights/short-names.md";

async function open(site: Awaited<ReturnType<typeof startBackOffice>>) {
  const { json } = await site.cms("getEntry", { path: FILE });
  const document = readDocument((json as { data: string }).data);
  if ("error" in document || document.kind !== "markdown") throw new Error(`${FILE}: no entry`);
  return document;
}

test("an entry opened and saved while the manifest is half written is refused, the manifest kept; saved once it parses", async () => {
  const site = await startBackOffice();
  cleanups.push(() => site.cleanup());
  const manifestFile = path.join(site.contentDir, MANIFEST_FILE);
  const valid = await readFile(manifestFile, "utf8");
  const rows = (JSON.parse(valid) as unknown[]).length;
  expect(rows).toBeGreaterThan(10);
  const { manifest: row } = await open(site);
  const save = (document: MarkdownDocument) =>
    site.cms("persistEntry", {
      dataFiles: [
        {
          path: FILE,
          slug: "x",
          raw: writeDocument({ ...document, manifest: { ...row, title: "Short names, retitled" } }),
        },
      ],
      assets: [],
      options: {},
    });

  // Saved while another program writes the manifest. Without the guard a save from an entry
  // opened with no row (the back office just started) made the manifest this one row.
  const half = valid.slice(0, Math.floor(valid.length / 2));
  await writeFile(manifestFile, half);
  // Opened meanwhile: the row of the last manifest that parsed, not an empty form.
  const openedBroken = await open(site);
  expect(openedBroken.manifest).toEqual(row);
  const refused = await save(openedBroken);
  expect(refused.status).toBe(409);
  expect((refused.json as { error: string }).error).toMatch(
    /^content-manifest\.json:1:1: error: .*your text is not saved/,
  );
  expect(await readFile(manifestFile, "utf8")).toBe(half);

  await writeFile(manifestFile, valid);
  expect((await save(await open(site))).status).toBe(200);
  const saved = JSON.parse(await readFile(manifestFile, "utf8")) as { title?: string }[];
  expect(saved.length).toBe(rows);
  expect(saved.filter((entry) => entry.title === "Short names, retitled").length).toBe(1);
});

test("a back office started while the manifest does not parse shows no row and refuses a save that would rewrite it", async () => {
  const site = await startBackOffice();
  cleanups.push(() => site.cleanup());
  const manifestFile = path.join(site.contentDir, MANIFEST_FILE);
  const broken = `${(await readFile(manifestFile, "utf8")).slice(0, 200)}`;
  await writeFile(manifestFile, broken);
  const restarted = await startBackOffice({ contentDir: site.contentDir });
  cleanups.push(() => restarted.cleanup());
  const document = await open(restarted);
  expect(document.manifest).toBeNull();
  const refused = await restarted.cms("persistEntry", {
    dataFiles: [
      {
        path: FILE,
        slug: "x",
        raw: writeDocument({
          ...document,
          manifest: { type: "blog", status: "done", url: "/insights/short-names", title: "T" },
        }),
      },
    ],
    assets: [],
    options: {},
  });
  expect(refused.status).toBe(409);
  expect(await readFile(manifestFile, "utf8")).toBe(broken);
});
