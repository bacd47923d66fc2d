/** The content folder's link registry, as the image tools need it (missing or bad: empty). */
import { openContentFolder } from "#app/loaders/index.server.ts";
import { EMPTY_REGISTRY, parseLinkRegistry, type LinkRegistry } from "#app/affiliate/index.ts";
import { LINKS_PATH } from "#app/content/index.ts";

export async function readFolderLinks(contentDir: string): Promise<LinkRegistry> {
  try {
    return parseLinkRegistry(await openContentFolder(contentDir).readText(LINKS_PATH));
  } catch {
    return EMPTY_REGISTRY;
  }
}
