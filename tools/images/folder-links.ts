/** The content folder's link registry, as the image tools need it (missing or bad: empty). */
import { readFile } from "node:fs/promises";
import path from "node:path";
import {
  EMPTY_REGISTRY,
  LINKS_FILE,
  parseLinkRegistry,
  type LinkRegistry,
} from "#app/engine/index.ts";

export async function readFolderLinks(contentDir: string): Promise<LinkRegistry> {
  try {
    return parseLinkRegistry(await readFile(path.join(contentDir, LINKS_FILE), "utf8"));
  } catch {
    return EMPTY_REGISTRY;
  }
}
