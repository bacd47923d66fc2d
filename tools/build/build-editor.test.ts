/**
 * `npm run back-office` builds the editor first when it is missing or older than its sources
 * (`build-editor.ts --if-stale`), and starts at once when it is up to date.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { editorBuildState } from "./build-editor.ts";

let outDir = "";
afterEach(() => rmSync(outDir, { recursive: true, force: true }));

function builtAt(seconds: number): string {
  outDir = mkdtempSync(path.join(tmpdir(), "admin-build-"));
  const index = path.join(outDir, "index.html");
  writeFileSync(index, "<!doctype html>");
  utimesSync(index, seconds, seconds);
  return index;
}

test("no editor built, or one older than its sources: built; a newer one: kept", () => {
  outDir = mkdtempSync(path.join(tmpdir(), "admin-build-"));
  expect(editorBuildState(outDir)).toBe("missing");
  builtAt(1_000);
  expect(editorBuildState(outDir)).toBe("stale");
  builtAt(Date.now() / 1000 + 3600);
  expect(editorBuildState(outDir)).toBe("fresh");
});

test("the npm script's step: an editor up to date is said so and left as it is", () => {
  const index = builtAt(Date.now() / 1000 + 3600);
  const run = spawnSync(process.execPath, ["tools/build/build-editor.ts", "--if-stale"], {
    env: { ...process.env, ADMIN_BUILD_DIR: outDir },
    encoding: "utf8",
  });
  expect(run.status, run.stderr).toBe(0);
  expect(run.stdout).toContain("is up to date");
  expect(readFileSync(index, "utf8")).toBe("<!doctype html>");
  const script = (
    JSON.parse(readFileSync("package.json", "utf8")) as {
      scripts: Record<string, string>;
    }
  ).scripts["back-office"];
  expect(script).toContain("build-editor.ts --if-stale");
});
