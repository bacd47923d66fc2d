/**
 * An edit's build does not make again the page index records of the pages whose content key is
 * unchanged (page-index-files.ts): that holds only if a record is made of nothing the key does
 * not cover. Checked here over manifest edits of every kind, then on the writer itself.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import {
  createPageIndexBuilder,
  listPrerenderPaths,
  pageIndexFile,
  type ManifestEntry,
} from "#app/content/index.ts";
import { pageKeys } from "#app/prerender/index.server.ts";
import { writePageIndexFiles } from "./page-index-files.ts";

const PAGE_SIZE = { pageSize: 24 };
const post = (n: number, category = "insights"): ManifestEntry => ({
  type: "blog",
  status: "done",
  url: `/${category}/post-${n}`,
  title: `Post ${n}`,
});
const faq = (n: number): ManifestEntry => ({
  type: "superfaq",
  status: "done",
  url: `/qahub/topic-${n}`,
  title: `Topic ${n}`,
});
const base: ManifestEntry[] = [
  ...Array.from({ length: 50 }, (_, index) => post(index + 1)),
  ...Array.from({ length: 5 }, (_, index) => post(index + 1, "humor")),
  ...Array.from({ length: 4 }, (_, index) => faq(index + 1)),
  { type: "salepage", status: "done", url: "/deals", title: "Deals" },
];

interface Manifest {
  entries: ManifestEntry[];
  problems: { message: string }[];
}

function keysAndRecords({ entries, problems }: Manifest) {
  const paths = listPrerenderPaths(entries, PAGE_SIZE);
  const keys = pageKeys(paths, {
    codeHash: "code",
    entries,
    problems,
    contentHashes: new Map([["links.json", "l"]]),
  });
  const recordOf = createPageIndexBuilder({ entries, problems }, PAGE_SIZE);
  return new Map(paths.map((p) => [p, { key: keys.get(p), record: JSON.stringify(recordOf(p)) }]));
}

const EDITS: [string, Manifest][] = [
  [
    "a title changed",
    { entries: base.map((e, i) => (i === 7 ? { ...e, title: "New" } : e)), problems: [] },
  ],
  ["an entry added first", { entries: [post(99), ...base], problems: [] }],
  ["an entry removed", { entries: base.filter((_, i) => i !== 3), problems: [] }],
  [
    "an entry made a draft",
    { entries: base.map((e, i) => (i === 2 ? { ...e, status: "staging" } : e)), problems: [] },
  ],
  [
    "an entry moved to another category",
    { entries: base.map((e, i) => (i === 5 ? { ...e, url: "/humor/post-6" } : e)), problems: [] },
  ],
  ["the sale page removed", { entries: base.filter((e) => e.type !== "salepage"), problems: [] }],
  ["a third page of posts", { entries: [...base, ...[60, 61].map((n) => post(n))], problems: [] }],
];

test.each(EDITS)("after %s, every page whose key is unchanged has the same record", (_, edited) => {
  const before = keysAndRecords({ entries: base, problems: [] });
  const after = keysAndRecords(edited);
  let compared = 0;
  for (const [pagePath, now] of after) {
    const then = before.get(pagePath);
    if (then === undefined || then.key !== now.key) continue;
    expect(now.record, pagePath).toBe(then.record);
    compared += 1;
  }
  // Most pages keep their key, so the claim is checked on many.
  expect(compared).toBeGreaterThan(after.size / 2);
});

test("a manifest problem, which every record shows, changes every page's key", () => {
  const before = keysAndRecords({ entries: base, problems: [] });
  const after = keysAndRecords({ entries: base, problems: [{ message: "skipped entry #61" }] });
  for (const [pagePath, now] of after) {
    expect(now.record, pagePath).toContain("skipped entry #61");
    expect(now.key, pagePath).not.toBe(before.get(pagePath)?.key);
  }
});

test("the writer keeps the last record of a path it is told is unchanged, and makes the others", async () => {
  const clientDir = await mkdtemp(path.join(tmpdir(), "page-index-kept-"));
  try {
    const first = await writePageIndexFiles(clientDir, { entries: base, problems: [] });
    const entries = base.map((e) =>
      e.url === "/insights/post-9" ? { ...e, title: "Renamed" } : e,
    );
    // Told (wrongly, for the test) that the renamed post is unchanged: its record is not made.
    const kept = await writePageIndexFiles(
      clientDir,
      { entries, problems: [] },
      first.hashes,
      new Set(["/insights/post-9"]),
    );
    expect(kept.hashes["/insights/post-9"]).toBe(first.hashes["/insights/post-9"]);
    const file = (p: string) => readFile(path.join(clientDir, pageIndexFile(p)), "utf8");
    expect(await file("/insights/post-9")).not.toContain("Renamed");
    // Not told: made again, and written since it changed.
    const made = await writePageIndexFiles(clientDir, { entries, problems: [] }, first.hashes);
    expect(made.written).toBeGreaterThan(0);
    expect(made.hashes["/insights/post-9"]).not.toBe(first.hashes["/insights/post-9"]);
    expect(await file("/insights/post-9")).toContain("Renamed");
  } finally {
    await rm(clientDir, { recursive: true, force: true });
  }
});
