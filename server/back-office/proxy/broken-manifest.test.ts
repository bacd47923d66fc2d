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
    /^content-manifest\.json:\d+:\d+: error: the manifest is not JSON: .*your text is not saved/,
  );
  expect(await readFile(manifestFile, "utf8")).toBe(half);

  await writeFile(manifestFile, valid);
  expect((await save(await open(site))).status).toBe(200);
  const saved = JSON.parse(await readFile(manifestFile, "utf8")) as { title?: string }[];
  expect(saved.length).toBe(rows);
  expect(saved.filter((entry) => entry.title === "Short names, retitled").length).toBe(1);
});

test("a back office started while the manifest does not parse opens no entry without its row, lists them all, and refuses a save that would rewrite it", async () => {
  const site = await startBackOffice();
  cleanups.push(() => site.cleanup());
  const manifestFile = path.join(site.contentDir, MANIFEST_FILE);
  const valid = await readFile(manifestFile, "utf8");
  const broken = valid.slice(0, 200);
  await writeFile(manifestFile, broken);
  const restarted = await startBackOffice({ contentDir: site.contentDir });
  cleanups.push(() => restarted.cleanup());

  // Opened: refused with the checker's words for the manifest (where the text stops), not an
  // entry with its title and fields empty.
  const opened = await restarted.cms("getEntry", { path: FILE });
  expect(opened.status).toBe(409);
  const lines = broken.split("\n");
  const end = `${lines.length}:${(lines.at(-1) ?? "").length + 1}`;
  expect((opened.json as { error: string }).error).toMatch(
    new RegExp(
      `^content-manifest\\.json:${end}: error: the manifest is not JSON: .*: it is being saved elsewhere or was broken by hand; ${FILE}'s title and fields are in it and were not read yet, so it is not opened: open it again in a moment, or fix the file first$`,
    ),
  );
  // Listed all the same: a listing is not refused for one file's row.
  const listed = await restarted.cms("entriesByFolder", { folder: "blogs/insights", depth: 1 });
  expect(listed.status).toBe(200);
  expect((listed.json as { file: { path: string } }[]).map((entry) => entry.file.path)).toContain(
    FILE,
  );

  // A save (from an editor opened before the restart) is refused, the manifest left as it was.
  const refused = await restarted.cms("persistEntry", {
    dataFiles: [
      {
        path: FILE,
        slug: "x",
        raw: writeDocument({
          kind: "markdown",
          opened: null,
          file: "# T\n",
          manifest: { type: "blog", status: "done", url: "/insights/short-names", title: "T" },
        }),
      },
    ],
    assets: [],
    options: {},
  });
  expect(refused.status).toBe(409);
  expect(await readFile(manifestFile, "utf8")).toBe(broken);

  // Once the file parses, the entry opens with its row.
  await writeFile(manifestFile, valid);
  expect((await open(restarted)).manifest).toMatchObject({ url: "/insights/short-names" });
});

test("a manifest that parses but is not an array: an entry is not opened, and the message says to fix the file", async () => {
  const site = await startBackOffice();
  cleanups.push(() => site.cleanup());
  await writeFile(path.join(site.contentDir, MANIFEST_FILE), '{ "rows": [] }\n');
  const restarted = await startBackOffice({ contentDir: site.contentDir });
  cleanups.push(() => restarted.cleanup());
  const opened = await restarted.cms("getEntry", { path: FILE });
  expect(opened.status).toBe(409);
  expect((opened.json as { error: string }).error).toBe(
    `content-manifest.json:1:1: error: the manifest is not a JSON array; ${FILE}'s title and fields are in it and were not read yet, so it is not opened: fix the file first`,
  );
});
