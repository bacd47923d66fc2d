import { expect, test } from "vitest";
import { readClicksEnv } from "./env.ts";

const cwd = "/srv/site";
const served = ["/srv/site/build/client", "/srv/site/content"];

test("by default clicks go to a SQLite file outside the build, written every second", () => {
  expect(readClicksEnv({}, cwd, served)).toEqual({
    sqliteFile: "/srv/site/data/clicks.sqlite",
    flushMs: 1000,
  });
});

test("DATABASE_URL selects Postgres; anything but postgres:// is refused", () => {
  expect(readClicksEnv({ DATABASE_URL: "postgres://u@db/clicks" }, cwd).databaseUrl).toBe(
    "postgres://u@db/clicks",
  );
  expect(() => readClicksEnv({ DATABASE_URL: "mysql://db" }, cwd)).toThrow(/DATABASE_URL/);
});

test("CLICKS_DB may not sit inside a folder the server serves, nor name a folder", () => {
  expect(() => readClicksEnv({ CLICKS_DB: "build/client/clicks.sqlite" }, cwd, served)).toThrow(
    /CLICKS_DB must be outside the served folder/,
  );
  expect(() => readClicksEnv({ CLICKS_DB: "content/x.db" }, cwd, served)).toThrow(/CLICKS_DB/);
  expect(() => readClicksEnv({ CLICKS_DB: "var/" }, cwd, served)).toThrow(/not a folder/);
  expect(readClicksEnv({ CLICKS_DB: "/var/lib/site/clicks.db" }, cwd, served).sqliteFile).toBe(
    "/var/lib/site/clicks.db",
  );
});

test("CLICKS_FLUSH_MS is a whole number of milliseconds from 10 to 600000", () => {
  expect(readClicksEnv({ CLICKS_FLUSH_MS: "250" }, cwd).flushMs).toBe(250);
  for (const bad of ["0", "1.5", "soon", "600001"]) {
    expect(() => readClicksEnv({ CLICKS_FLUSH_MS: bad }, cwd)).toThrow(/CLICKS_FLUSH_MS/);
  }
});
