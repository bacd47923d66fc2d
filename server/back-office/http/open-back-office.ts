/**
 * The back office of the content folder the site serves (CONTENT_DIR), with its versions in
 * CONTENT_VERSIONS_DIR (default `data/versions`, beside the click store: outside the content
 * folder and the build) and its built editor in ADMIN_BUILD_DIR (default `admin-build`). Servers
 * that share a content folder share its versions folder too (docs/deploy.md).
 */
import { mkdir, realpath } from "node:fs/promises";
import path from "node:path";
import { readEnvironment } from "#app/config/index.server.ts";
import { createContentStore } from "#server/back-office/proxy/content-store.ts";
import type { BackOffice } from "./routes.ts";
import { createVersions } from "#server/back-office/proxy/versions.ts";

export interface BackOfficeFolders {
  contentDir: string;
  versionsDir: string;
  adminDir: string;
}

export function readBackOfficeFolders(
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): BackOfficeFolders {
  const checked = readEnvironment(env, cwd);
  return {
    contentDir: checked.CONTENT_DIR,
    versionsDir: checked.CONTENT_VERSIONS_DIR,
    adminDir: checked.ADMIN_BUILD_DIR,
  };
}

export async function openBackOffice(
  folders: BackOfficeFolders,
  log: (line: string) => void,
): Promise<BackOffice> {
  // The folder as it really is: a path is checked against this, links and all resolved.
  const root = await realpath(folders.contentDir);
  const versionsDir = path.resolve(folders.versionsDir);
  if (versionsDir === root || versionsDir.startsWith(`${root}${path.sep}`)) {
    throw new Error(
      `CONTENT_VERSIONS_DIR (${versionsDir}) must be outside the content folder: the site would serve old versions`,
    );
  }
  await mkdir(versionsDir, { recursive: true });
  return {
    store: createContentStore(root, createVersions(versionsDir)),
    adminDir: folders.adminDir,
    log,
  };
}
