/**
 * What the import tests share: a fresh output folder per import, the folder's manifest and
 * redirects as read from disk, the real content checker's findings, and how a browser's old
 * URL reaches a page through `redirects.json` (matched with or without a trailing slash,
 * percent-encoding normalised, as the contract says).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { runImport, type ImportResult, type ImportSource } from "#tools/import/index.ts";

export const FIXTURES = path.resolve("tools/import/fixtures");
const made: string[] = [];

export interface Imported {
  dir: string;
  result: ImportResult;
  manifest: { type: string; status: string; url: string; title: string }[];
  redirects: { from: string; to: string }[];
  read(file: string): string;
}

export async function importFixture(
  source: ImportSource,
  input: string,
  linksFile?: string,
): Promise<Imported> {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), `import-${source}-`)), "content");
  made.push(path.dirname(dir));
  const result = await runImport({
    source,
    input: path.join(FIXTURES, input),
    outDir: dir,
    fetchImages: false,
    ...(linksFile && { linksFile: path.join(FIXTURES, linksFile) }),
  });
  const read = (file: string) => readFileSync(path.join(dir, file), "utf8");
  return {
    dir,
    result,
    manifest: JSON.parse(read("content-manifest.json")),
    redirects: JSON.parse(read("redirects.json")),
    read,
  };
}

export function removeImports(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/**
 * The real build (`tools/build/main.ts`) of an imported folder with CONTENT_CHECK=error into
 * `buildDir`, as CI runs it; its log, or an error carrying it when the build fails. A build folder
 * kept between calls bundles the app once: each next folder is an incremental build of new content.
 */
export function buildStrictly(contentDir: string, buildDir: string): string {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CONTENT_DIR: contentDir,
    BUILD_DIR: buildDir,
    CONTENT_CHECK: "error",
    SITE_URL: "https://example.test",
  };
  delete env.NODE_ENV;
  delete env.VITEST;
  const result = spawnSync(process.execPath, ["tools/build/main.ts"], { env, encoding: "utf8" });
  const log = `${result.stdout}\n${result.stderr}`;
  if (result.status !== 0) throw new Error(`build of ${contentDir} failed:\n${log}`);
  return log;
}

/** `npm run check-content <dir> --json`: the findings that are errors. */
export function contentErrors(dir: string): { file: string; line: number; message: string }[] {
  const run = spawnSync(
    process.execPath,
    [path.resolve("tools/check-content/main.ts"), dir, "--json"],
    { encoding: "utf8" },
  );
  const findings = JSON.parse(run.stdout) as {
    severity: string;
    file: string;
    line: number;
    message: string;
  }[];
  return findings.filter((finding) => finding.severity === "error");
}

function samePath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // Compared as written.
  }
  // Paths collapse doubled slashes, as content paths do (a WordPress link may carry one).
  return decoded.replace(/\/{2,}/g, "/").replace(/\/+$/, "") || "/";
}

/** The `done` manifest url an old URL ends on: itself, or through one redirect. */
export function landingOf(imported: Imported, oldUrl: string): string | undefined {
  const redirect = imported.redirects.find((entry) => samePath(entry.from) === samePath(oldUrl));
  const target = redirect ? redirect.to : oldUrl;
  return imported.manifest.find(
    (entry) => entry.status === "done" && samePath(entry.url) === samePath(target),
  )?.url;
}

/** The markdown file of a manifest url, as the writer placed it (posts under `blogs/`). */
export function fileOf(imported: Imported, url: string): string {
  const entry = imported.manifest.find((item) => item.url === url);
  if (!entry) throw new Error(`${url} is not in the manifest`);
  return imported.read(`${entry.type === "blog" ? "blogs" : "pages"}${url}.md`);
}
