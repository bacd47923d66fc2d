import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";

const CLI_TIMEOUT = 30_000;
const folders: string[] = [];

afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function newEntry(dir: string, ...args: string[]) {
  return spawnSync(
    process.execPath,
    [path.resolve("tools/authoring/new-entry.ts"), ...args, "--dir", dir],
    { encoding: "utf8" },
  );
}

function tempFolder(manifest: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "new-entry-"));
  writeFileSync(path.join(dir, "content-manifest.json"), manifest);
  folders.push(dir);
  return dir;
}

test(
  "a new review adds a staging entry first, in the manifest's style, and writes its skeleton",
  { timeout: CLI_TIMEOUT },
  () => {
    const dir = tempFolder(
      '[\n  { "type": "blog", "status": "done", "url": "/insights/a", "title": "A" }\n]\n',
    );
    const result = newEntry(dir, "review", "Porkbun, Revisited");
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(readFileSync(path.join(dir, "content-manifest.json"), "utf8")).toBe(
      '[\n  { "type": "review", "status": "staging", "url": "/reviews/porkbun-revisited", "title": "Porkbun, Revisited" },\n' +
        '  { "type": "blog", "status": "done", "url": "/insights/a", "title": "A" }\n]\n',
    );
    expect(readFileSync(path.join(dir, "reviews/reviews/porkbun-revisited.md"), "utf8")).toContain(
      "# Porkbun, Revisited",
    );
    expect(result.stdout).toContain("npm run check-content");
    expect(result.stdout).toContain('set "status": "done" for /reviews/porkbun-revisited');
  },
);

test("running it twice refuses and leaves the files as they were", { timeout: CLI_TIMEOUT }, () => {
  const dir = tempFolder("[]\n");
  expect(newEntry(dir, "superfaq", "Escrow basics", "--sub", "buying").status).toBe(0);
  const file = path.join(dir, "superfaqs/escrow-basics.md");
  writeFileSync(file, "my own words\n");
  const manifest = readFileSync(path.join(dir, "content-manifest.json"), "utf8");

  const again = newEntry(dir, "superfaq", "Escrow basics", "--sub", "buying");
  expect(again.status).toBe(1);
  expect(again.stderr).toContain(
    "the manifest already has an entry for /qahub/buying/escrow-basics",
  );
  const otherUrl = newEntry(dir, "superfaq", "Escrow basics", "--sub", "selling");
  expect(otherUrl.status).toBe(1);
  expect(otherUrl.stderr).toContain(
    "superfaqs/escrow-basics.md already exists: it was not overwritten",
  );
  expect(readFileSync(file, "utf8")).toBe("my own words\n");
  expect(readFileSync(path.join(dir, "content-manifest.json"), "utf8")).toBe(manifest);
});

test(
  "without a title it names what is missing, prints its usage and exits 2",
  { timeout: CLI_TIMEOUT },
  () => {
    const result = newEntry(tempFolder("[]\n"), "blog");
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^new: the title is missing\nusage: npm run new --/);
  },
);
