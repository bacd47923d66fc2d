/**
 * CLICKS_DB and DATABASE_URL checked at start by the real server process: a setting that
 * cannot work is one line naming the variable and the path, exit code 1, no stack trace.
 */
import { chmod, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import {
  createSiteFolder,
  runServerProcess,
  type SiteFolder,
} from "#tests/support/server-process.ts";
import {
  postgresAvailable,
  POSTGRES_TEST_PORT,
  requirePostgresInCi,
  startPostgres,
} from "#tests/support/postgres.ts";

let site: SiteFolder;
beforeAll(async () => {
  site = await createSiteFolder();
});
afterAll(async () => {
  await site.cleanup();
});

requirePostgresInCi();

function expectOneLine(result: { code: number | null; stderr: string }, pattern: RegExp): void {
  expect(result.code).toBe(1);
  const lines = result.stderr.trim().split("\n");
  expect(lines, result.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
  expect(result.stderr).not.toMatch(/^\s+at /m);
}

test("a CLICKS_DB whose folder cannot be created stops the start with one line", async () => {
  const blocker = path.join(site.dir, "not-a-folder");
  await writeFile(blocker, "a file where a folder should be");
  const file = path.join(blocker, "clicks.sqlite");
  const result = await runServerProcess(site, { env: { CLICKS_DB: file } });
  expectOneLine(result, new RegExp(`^CLICKS_DB: cannot use ${file} \\(.*(ENOTDIR|EEXIST)`));
}, 20_000);

test("a CLICKS_DB in a read-only folder stops the start with one line", async () => {
  const folder = path.join(site.dir, "read-only-folder");
  await mkdir(folder);
  await chmod(folder, 0o555);
  const file = path.join(folder, "clicks.sqlite");
  const result = await runServerProcess(site, { env: { CLICKS_DB: file }, obeyFileModes: true });
  expectOneLine(result, new RegExp(`^CLICKS_DB: cannot use ${file} \\(`));
}, 20_000);

test("an existing read-only CLICKS_DB file stops the start instead of losing every click", async () => {
  const folder = path.join(site.dir, "shared");
  await mkdir(folder);
  await chmod(folder, 0o777);
  const file = path.join(folder, "clicks.sqlite");
  // Created by root, readable by everyone, writable by root only.
  const first = await runServerProcess(site, { env: { CLICKS_DB: file } });
  expect(first.listened).toBe(true);
  await chmod(file, 0o444);
  const result = await runServerProcess(site, { env: { CLICKS_DB: file }, obeyFileModes: true });
  expectOneLine(result, new RegExp(`^CLICKS_DB: cannot use ${file} \\(.*readonly`));
}, 20_000);

test.skipIf(!postgresAvailable())(
  "DATABASE_URL naming a database that does not exist stops the start with one line",
  async () => {
    const postgres = startPostgres(POSTGRES_TEST_PORT + 2);
    try {
      const url = postgres.url.replace("/postgres?", "/no_such_db?");
      const result = await runServerProcess(site, { env: { DATABASE_URL: url } });
      expectOneLine(result, /^DATABASE_URL: cannot use postgres:\/\/.*no_such_db.*does not exist/);
    } finally {
      postgres.stop();
    }
  },
  30_000,
);

test("a DATABASE_URL nothing answers at is an outage: the server starts and says so", async () => {
  const url = `postgres://u:secret@127.0.0.1:${POSTGRES_TEST_PORT + 3}/clicks`;
  const result = await runServerProcess(site, { env: { DATABASE_URL: url } });
  expect(result.listened).toBe(true);
  expect(result.stderr).toMatch(/^DATABASE_URL: cannot use postgres:\/\/u:\*\*\*@.*ECONNREFUSED/);
  expect(result.stderr).toMatch(/clicks wait in memory/);
  expect(result.stderr).not.toContain("secret");
}, 20_000);
