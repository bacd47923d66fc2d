import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect, test } from "vitest";

// The command-line tests start Node processes: slow on a busy machine, not wrong.
const CLI_TIMEOUT = 30_000;
import { checkContentFolder } from "#app/content-check/index.server.ts";
import { formatFinding } from "#app/content-check/index.server.ts";
import { createDiskFolder } from "#app/content-check/index.server.ts";

const FIXTURES = "tools/check-content/fixtures";

async function check(dir: string): Promise<string[]> {
  return (await checkContentFolder(createDiskFolder(dir))).map(formatFinding);
}

function run(args: string[], env: Record<string, string> = {}) {
  const script = path.resolve("tools/check-content/main.ts");
  return spawnSync(process.execPath, [script, ...args], {
    encoding: "utf8",
    env: { ...process.env, ...env },
  });
}

test("each defect in the broken fixture folder is reported once, at its line and column", async () => {
  const at = (file: string) => `${FIXTURES}/broken/${file}`;
  expect(await check(`${FIXTURES}/broken`)).toEqual([
    `${at("blogs/insights/faq-without-marker.md")}:3:1: warning: FAQ block without an INSERT FAQ marker: it is not shown`,
    `${at("blogs/insights/marker-without-faq.md")}:3:1: error: INSERT FAQ without a FAQ block that has items`,
    `${at("blogs/insights/markers.md")}:45:1: warning: more than 10 INSERT PRODUCT markers: this one is dropped`,
    `${at("blogs/insights/meta.md")}:4:3: error: Failed to parse meta block: Expected ',' or '}' after property value`,
    `${at("blogs/insights/orphan.md")}:1:1: warning: no manifest entry or fixed route reads this file`,
    `${at("blogs/insights/placeholder.md")}:7:26: warning: {{editor}} has no value: add "editor=..." to the DATA block`,
    `${at("blogs/insights/products.md")}:4:1: error: INSERT PRODUCT 7: there is no product 7`,
    `${at("blogs/insights/products.md")}:10:1: error: Product 2 skipped: it has no title`,
    `${at("blogs/insights/products.md")}:13:1: error: Product 3 "No link" skipped: it has no link`,
    `${at("blogs/insights/products.md")}:16:1: error: Product 4 "Not http" skipped: its link "ftp://example.com/file" is not an http(s) URL`,
    `${at("blogs/insights/products.md")}:20:56: warning: product 5: unknown attribute "colour" ignored`,
    `${at("blogs/insights/products.md")}:24:1: error: Product 6 "Missing image": image images/products/missing.svg does not exist in the content folder`,
    `${at("blogs/insights/unknown-block.md")}:3:1: warning: unknown block "PRODUCT": ignored`,
    `${at("content-manifest.json")}:3:5: error: skipped manifest entry /insights/bad-type: type: Invalid type: Expected ("blog" | "review" | "superfaq" | "salepage") but received "article"`,
    `${at("content-manifest.json")}:6:5: error: skipped manifest entry /insights/bad-status: status: Invalid type: Expected ("staging" | "done" | "open" | "review") but received "live"`,
    `${at("content-manifest.json")}:10:3: error: skipped manifest entry #4: url: Invalid key: Expected "url" but received undefined`,
    `${at("content-manifest.json")}:11:39: error: skipped manifest entry /insights/good: another entry has the same url`,
    `${at("content-manifest.json")}:12:41: error: skipped manifest entry /reviews: it is the fixed route /reviews`,
    `${at("content-manifest.json")}:13:39: error: /insights/missing-file is done but its file blogs/insights/missing-file.md is missing`,
  ]);
});

test("a manifest with a JSON syntax error is reported where parsing stopped", async () => {
  const errors = (await check(`${FIXTURES}/broken-json`)).filter((line) =>
    line.includes(": error: "),
  );
  expect(errors).toEqual([
    `${FIXTURES}/broken-json/content-manifest.json:3:3: error: the manifest is not JSON: Expected ',' or ']' after array element`,
  ]);
});

test("a folder without the fixed pages gets a warning for each page that would show no text", async () => {
  const warnings = (await check(`${FIXTURES}/broken-json`)).filter((line) =>
    line.includes(": warning: "),
  );
  expect(warnings).toContain(
    `${FIXTURES}/broken-json/pages/home.md:1:1: warning: the file is missing: its generic page shows no text`,
  );
  expect(warnings).toHaveLength(8);
});

test("the demo content has no errors", async () => {
  expect((await check("content")).filter((line) => line.includes(": error: "))).toEqual([]);
});

test(
  "the command exits 1 on errors and prints findings as JSON with --json",
  { timeout: CLI_TIMEOUT },
  () => {
    const result = run([`${FIXTURES}/broken-json`, "--json"]);
    expect(result.status).toBe(1);
    const findings = JSON.parse(result.stdout) as {
      severity: string;
      line: number;
      column: number;
    }[];
    expect(findings.filter((finding) => finding.severity === "error")).toMatchObject([
      { line: 3, column: 3 },
    ]);
  },
);

test(
  "a build with CONTENT_CHECK=warn goes ahead despite errors, still printing them",
  { timeout: CLI_TIMEOUT },
  () => {
    const result = run([`${FIXTURES}/broken-json`, "--build"], { CONTENT_CHECK: "warn" });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("content-manifest.json:3:3: error:");
    expect(run([`${FIXTURES}/broken-json`, "--build"]).status).toBe(1);
  },
);

test(
  "the command checks CONTENT_DIR when no folder is given, and exits 0 without errors",
  { timeout: CLI_TIMEOUT },
  () => {
    const result = run([], { CONTENT_DIR: `${FIXTURES}/broken/images` });
    expect(result.stdout).toContain(
      `${FIXTURES}/broken/images/content-manifest.json:1:1: error: the manifest is missing`,
    );
    expect(run(["content"]).status).toBe(0);
  },
);
