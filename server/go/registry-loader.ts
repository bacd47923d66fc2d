/**
 * `links.json` as the server sees it: re-read only when its mtime or size changes, so an edit
 * applies on the next request without a restart. Missing means empty; problems are logged once
 * per change. Kept to one function so it can move onto a shared live-file loader.
 */
import path from "node:path";
import {
  EMPTY_REGISTRY,
  LINKS_FILE,
  parseLinkRegistry,
  type LinkRegistry,
} from "#app/affiliate/link-registry.ts";
import { openInside } from "#server/paths.ts";

export type RegistryLoader = () => Promise<LinkRegistry>;

export function createRegistryLoader(
  contentDir: string,
  log: (line: string) => void,
): RegistryLoader {
  let cached: { key: string; registry: LinkRegistry } | undefined;
  return async () => {
    const file = await openInside(contentDir, path.join(contentDir, LINKS_FILE));
    if (!file) {
      cached = { key: "missing", registry: EMPTY_REGISTRY };
      return cached.registry;
    }
    try {
      const key = `${file.stat.mtimeMs}:${file.stat.size}`;
      if (cached?.key === key) return cached.registry;
      const registry = parseLinkRegistry(await file.handle.readFile("utf8"));
      for (const problem of registry.problems) log(`${LINKS_FILE}: ${problem.message}`);
      cached = { key, registry };
      return registry;
    } finally {
      await file.handle.close().catch(() => undefined);
    }
  };
}
