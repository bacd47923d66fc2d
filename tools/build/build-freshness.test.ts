import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { buildState } from "./build-freshness.ts";

function setup() {
  const root = mkdtempSync(path.join(tmpdir(), "freshness-"));
  mkdirSync(path.join(root, "app/deep"), { recursive: true });
  writeFileSync(path.join(root, "app/deep/page.tsx"), "x");
  return {
    root,
    built: path.join(root, "build/client/index.html"),
    sources: [path.join(root, "app")],
  };
}

const at = (file: string, seconds: number) => utimesSync(file, seconds, seconds);

test("without a build, npm start builds", () => {
  const { built, sources } = setup();
  expect(buildState(built, sources)).toBe("missing");
});

test("a source file changed after the build, however deep, makes the build stale", () => {
  const { root, built, sources } = setup();
  mkdirSync(path.dirname(built), { recursive: true });
  writeFileSync(built, "<html>");
  at(path.join(root, "app/deep"), 1_000);
  at(path.join(root, "app"), 1_000);
  at(built, 2_000);
  at(path.join(root, "app/deep/page.tsx"), 1_000);
  expect(buildState(built, sources)).toBe("fresh");
  at(path.join(root, "app/deep/page.tsx"), 3_000);
  expect(buildState(built, sources)).toBe("stale");
});
