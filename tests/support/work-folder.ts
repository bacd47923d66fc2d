/**
 * A test file's own working folder under `.tmp/` (inside the project: a build there imports React
 * from its node_modules), made before the file's tests and removed after them.
 */
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";

/** A folder `.tmp/<prefix>…`: its path is set once the file's tests begin. */
export function workFolder(prefix: string): { path: string } {
  const folder = { path: "" };
  beforeAll(async () => {
    await mkdir(".tmp", { recursive: true });
    folder.path = path.resolve(await mkdtemp(path.join(".tmp", prefix)));
  });
  afterAll(async () => {
    // Retried: a build's detached jobs (its pruner, its card job's last step) may still be
    // writing in the folder for a moment after the test saw them done (ENOTEMPTY).
    await rm(folder.path, { recursive: true, force: true, maxRetries: 10, retryDelay: 500 });
  });
  return folder;
}
