/**
 * The back office of a browser journey: `npm run back-office` on this run's served content folder
 * with the built editor (built once, by `npm run build:admin`'s code, when missing), started
 * before a spec's tests and stopped after them (or on another folder, `startEditorOffice`).
 */
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "#tests/support/fixtures.ts";
import { startDashboardProcess } from "#tests/support/dashboard-process.ts";
import { buildAdmin } from "#tools/build/build-editor.ts";

export async function startEditorOffice(contentDir: string, token: string) {
  const adminDir = path.resolve("admin-build");
  if (!existsSync(path.join(adminDir, "index.html"))) await buildAdmin(adminDir);
  const dir = await mkdtemp(path.join(tmpdir(), "back-office-e2e-"));
  const process = await startDashboardProcess({
    CLICKS_DB: path.join(dir, "clicks.sqlite"),
    CONTENT_DIR: contentDir,
    CONTENT_VERSIONS_DIR: path.join(dir, "versions"),
    ADMIN_BUILD_DIR: adminDir,
    BACK_OFFICE_TOKEN: token,
  });
  return {
    port: process.port,
    async stop() {
      await process.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Registers the spec's back office, signed in with `token`; answers its URL for a path. */
export function useEditorOffice(token: string): (target: string) => string {
  let office: Awaited<ReturnType<typeof startEditorOffice>> | undefined;
  test.beforeAll(async ({ contentDir }) => {
    test.setTimeout(120_000);
    office = await startEditorOffice(contentDir, token);
  });
  test.afterAll(async () => {
    await office?.stop();
  });
  return (target) => `http://127.0.0.1:${office?.port ?? 0}${target}`;
}
