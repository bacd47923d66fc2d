/**
 * The one schema of the environment: the README's table is its documentation row by row, every
 * variable checked together, durations and the back office's old names read as documented.
 */
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { readEnvironment, withNewNames } from "./environment.ts";
import { EnvError } from "./parse-env.ts";
import { VARIABLE_DOCS, variableFields } from "./variables.ts";

/** The rows of README.md's "Environment" table: name, default, meaning. */
function readmeRows(): string[][] {
  const readme = readFileSync("README.md", "utf8");
  const section = readme.slice(
    readme.indexOf("## Environment"),
    readme.indexOf("## Where content"),
  );
  return section
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim().replaceAll("\\|", "|")),
    );
}

test("README's environment table lists every variable of the schema, in order, as documented", () => {
  const documented = Object.entries(VARIABLE_DOCS).map(([name, doc]) => [
    `\`${name}\``,
    doc.default,
    doc.meaning,
  ]);
  expect(readmeRows()).toEqual(documented);
  expect(Object.keys(VARIABLE_DOCS)).toEqual(Object.keys(variableFields(".")));
});

test("every variable is checked at once: the first invalid one is one line with its value", () => {
  const messageOf = (env: Record<string, string>) => {
    try {
      readEnvironment(env, "/srv/site");
      return "";
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      return (error as Error).message;
    }
  };
  expect(messageOf({ LINK_CHECK_INTERVAL: "5" })).toBe(
    'LINK_CHECK_INTERVAL must be like 24h, 30m or 2d (at least 1m) or off, got "5"',
  );
  expect(messageOf({ RENDER_WORKER_HEAP_MB: "lots" })).toMatch(
    /^RENDER_WORKER_HEAP_MB must be a whole number .*, got "lots"$/,
  );
  expect(messageOf({ DATABASE_URL: "mysql://user:secret@db/clicks" })).toBe(
    'DATABASE_URL must start with postgres:// or postgresql://, got "mysql://…"',
  );
  expect(messageOf({ PORT: "x", WORKERS: "y" })).toMatch(/^PORT /);
});

test("durations, folders and the webhook are read as documented", () => {
  const DAY = 86_400_000;
  const interval = (value?: string) =>
    readEnvironment(value === undefined ? {} : { LINK_CHECK_INTERVAL: value }, "/srv/site")
      .LINK_CHECK_INTERVAL;
  expect([interval(), interval("12h"), interval("2d"), interval("off"), interval("90")]).toEqual([
    DAY,
    DAY / 2,
    2 * DAY,
    0,
    90_000,
  ]);
  const env = readEnvironment({ LINK_ALERT_WEBHOOK: " https://hooks.test/x " }, "/srv/site");
  expect(env).toMatchObject({
    LINK_ALERT_WEBHOOK: "https://hooks.test/x",
    CONTENT_VERSIONS_DIR: "/srv/site/data/versions",
    ADMIN_BUILD_DIR: "/srv/site/admin-build",
    RENDER_WORKER_HEAP_MB: undefined,
  });
});

test("an old DASHBOARD_* name is read as its new name, with one notice line each", () => {
  expect(
    withNewNames({ DASHBOARD_TOKEN: "t", BACK_OFFICE_PORT: "1", DASHBOARD_PORT: "2" }),
  ).toEqual({
    env: {
      DASHBOARD_TOKEN: "t",
      BACK_OFFICE_TOKEN: "t",
      BACK_OFFICE_PORT: "1",
      DASHBOARD_PORT: "2",
    },
    notices: [
      "DASHBOARD_PORT is ignored: BACK_OFFICE_PORT is set, and is the name read now",
      "DASHBOARD_TOKEN is read as BACK_OFFICE_TOKEN: rename it to BACK_OFFICE_TOKEN",
    ],
  });
});
