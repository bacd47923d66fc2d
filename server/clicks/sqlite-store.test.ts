import { spawn } from "node:child_process";
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

test("a new file locked by another process is waited for, not refused at the WAL switch", async () => {
  const file = path.join(dir, "locked.sqlite");
  // Another process creates the file and holds it locked for 400 ms, as a second worker would.
  const holder = spawn(process.execPath, [
    "-e",
    `const { DatabaseSync } = require("node:sqlite");
     const db = new DatabaseSync(${JSON.stringify(file)});
     db.exec("BEGIN EXCLUSIVE; CREATE TABLE other (x)");
     console.log("locked");
     Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 400);
     db.exec("COMMIT");`,
  ]);
  await new Promise((resolve) => holder.stdout.once("data", resolve));
  const store = openSqliteStore(file);
  await store.add([{ slug: "a", page: "", day: "2026-11-01", clicks: 1 }]);
  expect(await store.report({ by: ["slug"] })).toEqual([{ slug: "a", clicks: 1 }]);
  await store.close();
});

test("a file deleted while serving is created again and logged; later clicks are kept", async () => {
  const file = path.join(dir, "deleted.sqlite");
  const logs: string[] = [];
  const store = openSqliteStore(file, (line) => logs.push(line));
  await store.add([{ slug: "a", page: "", day: "2026-11-01", clicks: 2 }]);
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
  await store.add([{ slug: "a", page: "", day: "2026-11-01", clicks: 3 }]);
  expect(logs).toEqual([
    `click store ${file} was deleted or replaced while serving: opening it again`,
  ]);
  await store.close();
  const reopened = openSqliteStore(file);
  expect(await reopened.report({ by: ["slug"] })).toEqual([{ slug: "a", clicks: 3 }]);
  await reopened.close();
});
