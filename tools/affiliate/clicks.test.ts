import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, test } from "vitest";
import { openSqliteStore } from "#server/clicks/sqlite-store.ts";
import { formatReport, parseReportArgs } from "./clicks-report.ts";

const CLI = fileURLToPath(new URL("./clicks.ts", import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), "clicks-cli-"));
const database = path.join(dir, "clicks.sqlite");

beforeAll(async () => {
  const store = openSqliteStore(database);
  await store.add([
    { slug: "namecheap", page: "/reviews/namecheap", day: "2026-11-01", clicks: 3 },
    { slug: "namecheap", page: "", day: "2026-11-02", clicks: 1 },
    { slug: "sedo", page: "/reviews/sedo", day: "2026-11-02", clicks: 2 },
  ]);
  await store.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(...args: string[]) {
  const { stdout } = await promisify(execFile)(process.execPath, [CLI, ...args], {
    env: { ...process.env, CLICKS_DB: database, DATABASE_URL: "" },
  });
  return stdout;
}

test("the default report is a table of clicks per slug", async () => {
  expect(await run()).toBe(
    ["slug       clicks", "---------  ------", "namecheap       4", "sedo            2", ""].join(
      "\n",
    ),
  );
});

test("--json prints rows with their grouping keys and clicks; --since and --by filter and group", async () => {
  expect(JSON.parse(await run("--json", "--by", "page", "--since", "2026-11-02"))).toEqual([
    { page: "/reviews/sedo", clicks: 2 },
    { page: "", clicks: 1 },
  ]);
  expect(JSON.parse(await run("--json", "--by=day,slug"))).toEqual([
    { day: "2026-11-01", slug: "namecheap", clicks: 3 },
    { day: "2026-11-02", slug: "sedo", clicks: 2 },
    { day: "2026-11-02", slug: "namecheap", clicks: 1 },
  ]);
});

test("--csv quotes what needs quoting and defuses spreadsheet formulas", () => {
  const csv = formatReport([{ page: '=HYPERLINK("x")', clicks: 1 }], ["page"], "csv");
  expect(csv).toBe('page,clicks\n"\'=HYPERLINK(""x"")",1\n');
});

test("bad arguments are refused with the reason", () => {
  expect(parseReportArgs(["--by", "ip"])).toEqual({
    error: '--by takes slug, page, day, country, device, placement, target, got "ip"',
  });
  expect(parseReportArgs(["--since", "last week"])).toMatchObject({ error: /--since/ });
  expect(parseReportArgs(["--until", "2026-02-30"])).toEqual({
    error: '--until needs a date like 2026-11-01, got "2026-02-30"',
  });
  expect(parseReportArgs(["--verbose"])).toEqual({ error: 'unknown argument "--verbose"' });
});
