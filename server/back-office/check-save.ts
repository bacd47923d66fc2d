/**
 * Runs the content checker on what a save is about to write (tools/back-office/check-save-main.ts,
 * in a process of its own, as the build runs it): errors in the files being saved refuse the
 * save with the checker's own `file:line:col: error: message`; their warnings go back to the
 * editor with the saved entry. Findings in other files (there before this save) do not stop it.
 */
import { spawn } from "node:child_process";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { hashOf } from "#app/content/index.server.ts";
import { text } from "node:stream/consumers";

/**
 * The checker's entry, started as a `node` process of its own (never loaded into the server's):
 * its packages are the checker's, which `npm run check-content` needs on the host anyway.
 */
/** The checker's process (shipped with the server: docs/deploy.md). */
const CHECKER = fileURLToPath(
  new URL("../../tools/back-office/check-save-main.ts", import.meta.url),
);
/** A check that takes longer than this is stopped and the save refused. */
const TIMEOUT_MS = 60_000;

export interface CheckedFinding {
  file: string;
  line: number;
  column: number;
  severity: "error" | "warning";
  message: string;
  /** `file:line:col: severity: message`, as `npm run check-content` prints it. */
  text: string;
}

export interface SaveCheck {
  errors: CheckedFinding[];
  warnings: CheckedFinding[];
}

/**
 * Where the check of a folder's saves keeps each file's findings (by the file's text, as a build
 * does): this machine's temporary folder, one SQLite file a content folder. A cache only (lost, it
 * is made again); not beside the versions, which may be on a shared volume where SQLite is not at
 * home. At 10,000 entries it takes a save's check from seconds to about one (docs/benchmarks.md).
 */
function checkCacheFile(dir: string): string {
  const folder = hashOf(path.resolve(dir)).slice(0, 16);
  return path.join(tmpdir(), "back-office-check", `${folder}.sqlite`);
}

export async function checkSave(
  dir: string,
  changes: Readonly<Record<string, string | null>>,
): Promise<SaveCheck> {
  const child = spawn(process.execPath, [CHECKER], {
    stdio: ["pipe", "pipe", "pipe"],
    timeout: TIMEOUT_MS,
  });
  child.stdin.end(JSON.stringify({ dir, changes, cacheFile: checkCacheFile(dir) }));
  const [stdout, stderr, code] = await Promise.all([
    text(child.stdout),
    text(child.stderr),
    new Promise<number | null>((resolve) => child.once("close", resolve)),
  ]);
  if (code !== 0)
    throw new Error(`the content check failed (${code}): ${stderr.trim().slice(0, 500)}`);
  const findings = JSON.parse(stdout) as CheckedFinding[];
  const saved = new Set(Object.keys(changes));
  const mine = findings.filter((finding) => saved.has(finding.file));
  return {
    errors: mine.filter((finding) => finding.severity === "error"),
    warnings: mine.filter((finding) => finding.severity === "warning"),
  };
}
