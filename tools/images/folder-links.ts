/** The content folder's link registry, as the image tools need it (missing or bad: empty). */
import { openContentFolder } from "#app/data/index.server.ts";
import {
  EMPTY_REGISTRY,
  LINKS_PATH,
  parseLinkRegistry,
  type LinkRegistry,
} from "#app/engine/index.ts";

export async function readFolderLinks(contentDir: string): Promise<LinkRegistry> {
  try {
    return parseLinkRegistry(await openContentFolder(contentDir).readText(LINKS_PATH));
  } catch {
    return EMPTY_REGISTRY;
  }
}
