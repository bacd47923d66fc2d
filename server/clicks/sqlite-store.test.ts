import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { runClickStoreSuite } from "#tests/support/click-store-suite.ts";
import { openSqliteStore } from "./sqlite-store.ts";

const dir = mkdtempSync(path.join(tmpdir(), "clicks-sqlite-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("SQLite click store", () => {
  runClickStoreSuite(async () => openSqliteStore(path.join(dir, "nested", "clicks.sqlite")));
});

test("counts survive closing and reopening the file", async () => {
  const file = path.join(dir, "reopen.sqlite");
  const first = openSqliteStore(file);
  await first.add([{ slug: "a", page: "", day: "2026-11-01", clicks: 2 }]);
  await first.close();
  const second = openSqliteStore(file);
  await second.add([{ slug: "a", page: "", day: "2026-11-01", clicks: 1 }]);
  expect(await second.report({ by: ["slug"] })).toEqual([{ slug: "a", clicks: 3 }]);
  await second.close();
});
