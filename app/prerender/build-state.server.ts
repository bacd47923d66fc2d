/**
 * What the last build made, kept beside the site (`{BUILD_DIR}/build-state.json`, not deployed):
 * the code hash it was built with, each page's content key and files, and the content hash of
 * every file copied from the content folder. The next build compares keys with it and redoes
 * only what changed; a build without it, or from other code, starts clean. The server reads it
 * too: a page whose key differs from its record here is rendered live (server/live-pages/).
 */
import { readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { CardText } from "#app/images/index.server.ts";

/** A page's content key: the hash of everything its render reads (`pageKeys`). Not a content path. */
type ContentKey = string;

export interface PageRecord {
  key: ContentKey;
  files: string[];
  csp: string;
  /** The generated social card the page names (decision 067). */
  card?: CardText;
  /**
   * The image manifest's names its render looked up: its key covers their entries
   * (`pageKeyWithImages`). Absent (a state from older code): the whole manifest.
   */
  images?: string[];
}

export interface BuildState {
  codeHash: string;
  /** The SITE_URL the pages were rendered with (the server renders later pages with it too). */
  siteUrl?: string;
  pages: Record<string, PageRecord>;
  /** Content hash of each content-folder file copied into the site, by folder path. */
  content: Record<string, string>;
  /** Content hash of each page index record written, by site path. */
  records: Record<string, string>;
  /**
   * Each content-folder file's stamp (size, inode, change and modification times) and the
   * content hash read with it: a file whose stamp is unchanged is not read again.
   */
  sources?: Record<string, FileStamp>;
}

export interface FileStamp {
  stamp: string;
  hash: string;
}

export const BUILD_STATE_FILE = "build-state.json";

export function emptyState(codeHash: string): BuildState {
  return { codeHash, pages: {}, content: {}, records: {} };
}

export async function readBuildState(buildDir: string): Promise<BuildState | undefined> {
  try {
    const state = JSON.parse(await readFile(path.join(buildDir, BUILD_STATE_FILE), "utf8"));
    return typeof state?.codeHash === "string" ? (state as BuildState) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Written last, whole or not at all: a build that stopped half way leaves the older state.
 * `state` may be its text already (`JSON.stringify`), made while the build waited for a step.
 */
export async function writeBuildState(buildDir: string, state: BuildState | string): Promise<void> {
  const file = path.join(buildDir, BUILD_STATE_FILE);
  await writeFile(`${file}.tmp`, typeof state === "string" ? state : JSON.stringify(state));
  await rename(`${file}.tmp`, file);
}
